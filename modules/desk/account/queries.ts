import 'server-only'
import { auth, type AdminSession } from '@/server/auth'
import { describeUserAgent } from './user-agent'

export type AccountSession = {
  id: string
  label: string
  createdAt: string
  lastSeenAt: string
  current: boolean
}

/**
 * What the Account page shows: whether two-step sign-in is on (and how many backup codes are
 * left), and the account's live sessions, the current one first, then the most recently active.
 * No session's token leaves the server: the page names sessions by id.
 */
export async function accountOverview(admin: AdminSession) {
  const ctx = await auth.$context
  const now = Date.now()
  const sessions = (await ctx.internalAdapter.listSessions(admin.userId))
    .filter((s) => s.expiresAt.getTime() > now)
    .map((s): AccountSession => ({
      id: s.id,
      label: describeUserAgent(s.userAgent).label,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.updatedAt.toISOString(),
      current: s.id === admin.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
  const factor = await ctx.adapter.findOne<{ backupCodes: string; verified: boolean | null }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: admin.userId }],
  })
  let backupCodesLeft = 0
  try {
    backupCodesLeft = factor ? (JSON.parse(factor.backupCodes) as unknown[]).length : 0
  } catch {
    backupCodesLeft = 0
  }
  return {
    twoFactor: admin.twoFactor,
    backupCodesLeft,
    sessions,
    passkeys: await accountPasskeys(admin.userId),
  }
}

export type AccountPasskey = { id: string; name: string; createdAt: string | null; backedUp: boolean }

/** The account's passkeys, oldest first, as the Account page lists them (no key material). */
export async function accountPasskeys(userId: string): Promise<AccountPasskey[]> {
  const ctx = await auth.$context
  const rows = await ctx.adapter.findMany<{
    id: string
    name?: string | null
    createdAt?: Date | null
    backedUp: boolean
  }>({ model: 'passkey', where: [{ field: 'userId', value: userId }] })
  return rows
    .map((p) => ({
      id: p.id,
      name: p.name?.trim() || 'Passkey',
      createdAt: p.createdAt ? new Date(p.createdAt).toISOString() : null,
      backedUp: Boolean(p.backedUp),
    }))
    .sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
}

/** Whether the account can confirm who it is with a passkey. */
export async function hasPasskeys(admin: AdminSession) {
  if (!admin.twoFactor) return false
  const ctx = await auth.$context
  return (
    (await ctx.adapter.count({ model: 'passkey', where: [{ field: 'userId', value: admin.userId }] })) > 0
  )
}

/** The token of one of the account's sessions, by its id (for signing it out). */
export async function sessionToken(userId: string, sessionId: string) {
  const ctx = await auth.$context
  return (await ctx.internalAdapter.listSessions(userId)).find((s) => s.id === sessionId)?.token ?? null
}

export type AccountOverview = Awaited<ReturnType<typeof accountOverview>>
