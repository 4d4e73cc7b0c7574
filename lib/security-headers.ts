/**
 * Headers on every response: set by Next for what it serves (next.config.ts), and by the plain
 * Node routes of scripts/start.mjs (server/node-routes.ts) for what they answer themselves.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]
