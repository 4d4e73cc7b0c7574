import { TECH_LOGO_VIEWBOX, techLogos } from '@/lib/tech-logos'

export const dynamic = 'force-static'

/**
 * The 'Our Stack' logos as one SVG sprite, made at build from lib/tech-logos.ts. The page draws
 * each with `<use href="/stack-logos.svg#name">`, so the paths (about 13 KB) are not repeated in
 * the HTML and its payload for a tab most visitors never open, and are fetched once, cached.
 */
export function GET() {
  const symbols = Object.entries(techLogos)
    .map(
      ([name, logo]) =>
        `<symbol id="${name}" viewBox="${TECH_LOGO_VIEWBOX}"><path d="${logo.path}"/></symbol>`,
    )
    .join('')
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`, {
    headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff' },
  })
}
