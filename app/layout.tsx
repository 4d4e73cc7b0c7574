import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { company } from '@/content/company'
import { ThemeProvider } from '@/components/layout/theme-provider'
import { SiteToaster } from '@/components/layout/site-toaster'
import { REVEAL_ROOT_MARGIN } from '@/lib/constants'
import { env } from '@/server/env'
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

/**
 * Runs before the first paint, long before React: marks the page as scripted (CSS then hides
 * `[data-reveal]` sections until they scroll into view) and reveals them as they do, so the
 * reveal never waits for hydration (components/layout/scroll-effects.tsx takes over for pages
 * reached by client navigation).
 */
const EARLY_SCRIPT = `document.documentElement.classList.add('js');
addEventListener('DOMContentLoaded', function () {
  var targets = document.querySelectorAll('[data-reveal]');
  var show = function (el) { el.setAttribute('data-revealed', '') };
  if (!window.IntersectionObserver) return targets.forEach(show);
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) { show(e.target); observer.unobserve(e.target) } });
  }, { rootMargin: '${REVEAL_ROOT_MARGIN}' });
  targets.forEach(function (el) { observer.observe(el) });
});`

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
        <ThemeProvider>
          {children}
          <SiteToaster />
        </ThemeProvider>
      </body>
    </html>
  )
}
