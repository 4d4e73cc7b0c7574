import 'server-only'
import { cookies, headers } from 'next/headers'
import { handleAuthPost } from '@/server/auth/handler'
import { env } from '@/server/env'

/** The request headers an auth call keeps from the desk's own request. */
const KEPT = ['cookie', 'user-agent', 'x-forwarded-for', 'x-request-id', 'accept-language']

/** Set-Cookie as the options cookies().set takes. */
function parseSetCookie(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const at = pair.indexOf('=')
  const options: Record<string, string | number | boolean> = {}
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=')
    const name = key.toLowerCase()
    if (name === 'max-age') options.maxAge = Number(value)
    else if (name === 'path') options.path = value
    else if (name === 'expires') options.expires = Date.parse(value)
    else if (name === 'httponly') options.httpOnly = true
    else if (name === 'secure') options.secure = true
    else if (name === 'samesite') options.sameSite = value.toLowerCase()
  }
  return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)), ...options }
}

/**
 * A desk server action's call to one of the auth library's endpoints, through the same handler
 * as a browser's (limits, audit, sudo mode: server/auth/handler.ts), as the administrator's own
 * request: their cookies, address and request id. The cookies it sets (a renewed session, a
 * trusted browser) go back to the browser with the action's answer.
 */
export async function callAuth(path: string, body: Record<string, unknown> = {}) {
  const incoming = await headers()
  const forwarded = new Headers({ 'content-type': 'application/json', origin: new URL(env.SITE_URL).origin })
  for (const name of KEPT) {
    const value = incoming.get(name)
    if (value) forwarded.set(name, value)
  }
  const response = await handleAuthPost(
    new Request(`${env.SITE_URL}/api/auth${path}`, {
      method: 'POST',
      headers: forwarded,
      body: JSON.stringify(body),
    }),
  )
  const jar = await cookies()
  for (const header of response.headers.getSetCookie()) {
    const { name, value, ...options } = parseSetCookie(header)
    if (name.startsWith('ve.') || name.startsWith('__Secure-ve.')) jar.set(name, value, options as never)
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null
  return { ok: response.ok, status: response.status, data }
}
