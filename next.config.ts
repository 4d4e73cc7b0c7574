import type { NextConfig } from 'next'
import { SECURITY_HEADERS } from './runtime/security-headers.mjs'
import { readSettings } from './runtime/settings.mjs'

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { dangerouslyAllowSVG: false },
  // `npm test` runs `tsc --noEmit` over the whole project beside the build, so its builds skip
  // Next's second check of the same files (half a minute each). Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPE_CHECK === '1' },
  // The privacy periods this build publishes (runtime/privacy-periods.mjs), written into its code
  // so that the pages, the desk and the purge all use the same ones until the next build.
  env: { PRIVACY_PERIODS: readSettings(process.env).settings.PRIVACY_PERIODS },
  async headers() {
    return [
      {
        source: '/admin-dashboard/:path*',
        headers: [
          { key: 'Cache-Control', value: 'no-store' },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      },
      // What `next dev` serves. In production runtime/start.mjs sets them, each on the responses
      // it governs (a page's own on pages, not on the scripts and styles they load).
      ...(process.env.NODE_ENV === 'development' ? [{ source: '/:path*', headers: SECURITY_HEADERS }] : []),
    ]
  },
}

export default nextConfig
