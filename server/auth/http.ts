import 'server-only'
import { unsigned } from '@/server/auth/second-factor'
import { accountKey } from '@/server/auth/sign-in-guard'

/** What server/auth/flow.ts and server/auth/passkeys.ts read and rewrite of the auth library's HTTP. */
export type Handle = (request: Request) => Promise<Response>

/** An account as the audit trail names it before it is known to exist: a prefix of its hash. */
export const accountTarget = (email: string) => `account:${accountKey(email).slice(0, 16)}`

/** A request's or response's JSON object body, or null. */
export async function jsonOf(message: Request | Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await message.clone().json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The same request with another JSON body. */
export function withBody(request: Request, body: Record<string, unknown>) {
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) })
}

/** A cookie the response sets, by name, without its signature. */
export function setCookieOf(response: Response, name: string) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
  if (!cookie) return null
  const value = cookie.slice(name.length + 1).split(';')[0] ?? ''
  try {
    return unsigned(decodeURIComponent(value))
  } catch {
    return null
  }
}
