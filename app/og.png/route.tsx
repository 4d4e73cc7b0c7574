import { ImageResponse } from 'next/og'
import { company } from '@/content/company'

export const dynamic = 'force-static'

/** The default share image (1200×630), rendered once at build. */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0a1020 0%, #111a2e 60%, #1b1440 100%)',
        color: '#e8edf7',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            border: '3px solid #22d3ee',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            color: '#22d3ee',
          }}
        >
          V
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{company.name}</div>
          <div style={{ fontSize: 22, color: '#94a0b8', letterSpacing: 4 }}>
            {company.slogan.toUpperCase()}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>Transform Your Tech Vision</div>
        <div style={{ fontSize: 30, color: '#a9b4c8', marginTop: 20 }}>
          {`Web, mobile, cloud and AI engineering from ${company.address.city}`}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 48, fontSize: 28, color: '#22d3ee' }}>
        <span>35+ projects</span>
        <span>99.2% uptime</span>
        <span>24/7 support</span>
      </div>
    </div>,
    { width: 1200, height: 630 },
  )
}
