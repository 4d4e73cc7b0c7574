import type { NextConfig } from 'next'
import { SECURITY_HEADERS } from './runtime/security-headers.mjs'

const nextConfig: NextConfig = {
  // Tests build into their own folder so a test build never replaces the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: { dangerouslyAllowSVG: false },
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
