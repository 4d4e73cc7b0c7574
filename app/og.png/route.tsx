import { ImageResponse } from 'next/og'
import { company } from '@/content/company'
import { palette } from '@/lib/palette'

const { dark, brand } = palette

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
        background: `linear-gradient(135deg, ${dark.bg} 0%, ${dark.surface} 60%, ${brand.dusk} 100%)`,
        color: dark.fg,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            border: `3px solid ${dark.accent}`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            color: dark.accent,
          }}
        >
          V
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: 36, fontWeight: 700 }}>{company.name}</div>
          <div style={{ fontSize: 22, color: dark.fgSubtle, letterSpacing: 4 }}>
            {company.slogan.toUpperCase()}
          </div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>Transform Your Tech Vision</div>
        <div style={{ fontSize: 30, color: dark.fgMuted, marginTop: 20 }}>
          {`Web, mobile, cloud and AI engineering from ${company.address.city}`}
        </div>
      </div>
      <div style={{ display: 'flex', gap: 48, fontSize: 28, color: dark.accent }}>
        <span>35+ projects</span>
        <span>99.2% uptime</span>
        <span>24/7 support</span>
      </div>
    </div>,
    { width: 1200, height: 630 },
  )
}
