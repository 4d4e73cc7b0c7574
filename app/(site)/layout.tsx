import { SiteChrome } from '@/components/layout/site-chrome'

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
