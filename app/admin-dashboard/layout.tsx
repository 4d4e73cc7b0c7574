import type { Metadata } from 'next'
import { SiteBackground } from '@/components/layout/site-background'

export const metadata: Metadata = {
  title: 'Admin dashboard',
  robots: { index: false, follow: false, nocache: true },
}

/** The desk's own frame: no public header or footer; never indexed or cached (next.config). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteBackground />
      {children}
    </>
  )
}
