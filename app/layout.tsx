import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { EARLY_SCRIPT } from '@/components/layout/early-script'
import { SiteToaster } from '@/components/layout/site-toaster'
import { companyFactsOrSeed } from '@/server/content/collections'
import { env } from '@/server/env'
import { palette } from '@/lib/palette'
import { titleTemplate } from '@/lib/page-title'
import './globals.css'

// Fonts: subsets of @fontsource-variable faces made by scripts/subset-fonts.sh (weights and
// characters the site uses). display: optional never swaps a face in late, so text never shifts.

const inter = localFont({
  src: './fonts/inter.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'optional',
  preload: true,
})
const grotesk = localFont({
  src: './fonts/space-grotesk.woff2',
  variable: '--font-grotesk',
  weight: '500 700',
  display: 'optional',
  preload: true,
})
const mono = localFont({
  src: './fonts/jetbrains-mono.woff2',
  variable: '--font-jetbrains',
  weight: '400 700',
  display: 'optional',
  preload: false,
})

/** The title every page's own is set in, and the application's name: the company's as published. */
export async function generateMetadata(): Promise<Metadata> {
  const company = await companyFactsOrSeed()
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: `${company.name} | ${company.slogan}`, template: titleTemplate(company.name) },
    applicationName: company.name,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: palette.dark.bg },
    { media: '(prefers-color-scheme: light)', color: palette.light.bg },
  ],
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html
      lang="en-IN"
      suppressHydrationWarning
      className={`${inter.variable} ${grotesk.variable} ${mono.variable}`}
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />
      </head>
      <body>
        {children}
        <SiteToaster />
      </body>
    </html>
  )
}
