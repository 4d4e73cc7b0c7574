import 'server-only'
import { recordAudit } from '@/server/audit'
import { auth, authCookieName, pendingSignIn, sessionOf } from '@/server/auth'
import { accountTarget, jsonOf, type Handle } from '@/server/auth/http'
import { env } from '@/server/env'
import { closeSudo } from '@/server/auth/sudo'

/** Expires a cookie of the auth library's in the browser. */
function expiredCookie(name: string) {
  const secure = env.SITE_URL.startsWith('https://') ? '; Secure' : ''
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`
}

/**
 * A passkey: a sign-in by itself (it checks the person as well as the device), the second step
 * after a password, or, from a signed-in browser, a confirmation that opens sudo mode. The
 * library always answers with a new session; a confirmation's replaces the browser's old one.
 */
export async function passkeyStep(request: Request, handle: Handle) {
  const session = await sessionOf(request.headers)
  const pending = session ? null : await pendingSignIn(request.headers)
  const response = await handle(request)
  if (!response.ok) {
    if (!session && (response.status === 400 || response.status === 401))
      await recordAudit(request.headers, {
        actor: null,
        action: pending ? 'second_step_failed' : 'sign_in_failed',
        target: pending ? accountTarget(pending.email) : null,
        detail: { method: 'passkey' },
      })
    return response
  }
  const user = ((await jsonOf(response))?.user ?? null) as { id?: string; email?: string } | null
  if (session && user?.id === session.user.id) {
    await closeSudo(session.session.id)
    const ctx = await auth.$context
    await ctx.internalAdapter.deleteSession(session.session.token)
    await recordAudit(request.headers, {
      actor: session.user.email,
      action: 'sudo_opened',
      detail: { method: 'passkey' },
    })
    return response
  }
  await recordAudit(request.headers, {
    actor: user?.email ?? null,
    action: 'sign_in',
    detail: pending ? { secondStep: 'passkey' } : { passkey: true },
  })
  if (!pending) return response
  // The password's half-finished sign-in is complete: its second-step cookie goes.
  const answered = new Response(response.body, response)
  answered.headers.append('Set-Cookie', expiredCookie(await authCookieName('two_factor')))
  return answered
}

/** One of the account's passkeys, by id, as it was before a change. */
export async function passkeyOf(userId: string, id: unknown) {
  if (typeof id !== 'string') return null
  const ctx = await auth.$context
  const row = await ctx.adapter.findOne<{ id: string; name?: string | null; userId: string }>({
    model: 'passkey',
    where: [{ field: 'id', value: id }],
  })
  return row?.userId === userId ? row : null
}
