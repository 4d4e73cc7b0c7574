'use server'

import { z } from 'zod'
import { failed, succeeded } from '@/lib/forms/action-state'
import { adminAction } from '@/server/auth/admin-action'
import { auth } from '@/server/auth'
import { callAuth } from '@/server/auth/call'
import {
  accountKey,
  claimSignInAttempt,
  clearSignInAttempts,
  SIGN_IN_REFUSAL,
} from '@/server/auth/sign-in-guard'
import { openSudo } from '@/server/auth/sudo'
import { SUDO_MESSAGES } from './messages'

const confirmSchema = z.object({
  code: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
})

/**
 * Confirms who the administrator is, and so opens sudo mode: a code from the authenticator app or
 * a backup code where a second factor is enrolled (through the auth endpoints, which also refuse
 * a code used before and record the confirmation), else the password, counted against the
 * account like a sign-in.
 */
export const confirmIdentityAction = adminAction(
  confirmSchema,
  'Could not confirm. Try again.',
  async (input, admin) => {
    if (admin.twoFactor) {
      const code = (input.code ?? '').replace(/\s+/g, '')
      if (!code) return failed('Enter the code from your authenticator app, or a backup code.')
      const totp = /^\d{6}$/.test(code)
      const answer = await callAuth(
        totp ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code',
        totp ? { code } : { code, disableSession: true },
      )
      if (answer.status === 429) return failed(SIGN_IN_REFUSAL)
      if (!answer.ok)
        return failed(
          typeof answer.data?.message === 'string' && answer.data.code === 'INVALID_CODE'
            ? (answer.data.message as string)
            : SUDO_MESSAGES.wrongCode,
        )
      return succeeded(SUDO_MESSAGES.confirmed)
    }
    const password = input.password ?? ''
    if (!password) return failed('Enter your password.')
    const account = accountKey(admin.email)
    const turn = await claimSignInAttempt(account)
    if (!turn.allowed) return failed(SIGN_IN_REFUSAL)
    const ctx = await auth.$context
    const credential = await ctx.internalAdapter.findCredentialAccount(admin.userId)
    const right = credential?.password
      ? await ctx.password.verify({ hash: credential.password, password })
      : false
    if (!right) return failed(SUDO_MESSAGES.wrongPassword)
    await clearSignInAttempts(account)
    await openSudo(admin.sessionId)
    await admin.audit({ action: 'sudo_opened', detail: { method: 'password' } })
    return succeeded(SUDO_MESSAGES.confirmed)
  },
  { beforeEnrolment: true },
)
