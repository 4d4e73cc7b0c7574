import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { company } from '@/content/company'
import { ThemeProvider } from '@/components/layout/theme-provider'
import { SiteToaster } from '@/components/layout/site-toaster'
import { env } from '@/server/env'
import './globals.css'

const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: true,
})
const grotesk = localFont({
  src: '../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
  variable: '--font-grotesk',
  weight: '300 700',
  display: 'optional',
  preload: false,
})
const mono = localFont({
  src: '../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  variable: '--font-jetbrains',
  weight: '100 800',
  display: 'optional',
  preload: false,
})

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${company.name} | ${company.slogan}`, template: `%s | ${company.name}` },
  applicationName: company.name,
  formatDetection: { telephone: false },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: '#0a1020' },
    { media: '(prefers-color-scheme: light)', color: '#faf8f4' },
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
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
      </head>
      <body>
        <ThemeProvider>
          {children}
          <SiteToaster />
        </ThemeProvider>
      </body>
    </html>
  )
}
