'use server'

import { companyFacts } from '@/server/content/collections'
import { revalidatePath } from 'next/cache'
import { renderSVG } from 'uqr'
import { z } from 'zod'
import { DESK_PATH } from '@/lib/constants'
import { failed, succeeded, type ActionState } from '@/lib/forms/action-state'
import { adminAction, needsSudo } from '@/server/auth/admin-action'
import { callAuth } from '@/server/auth/call'
import { SIGN_IN_REFUSAL } from '@/server/auth/sign-in-guard'
import { sessionToken } from './queries'
import {
  changePasswordSchema,
  codeSchema,
  passwordSchema,
  renamePasskeySchema,
  sessionSchema,
} from './schema'

type Answer = Awaited<ReturnType<typeof callAuth>>

/** An auth endpoint's refusal as the Account page says it. */
function refusal(answer: Answer, wrong: string): ActionState {
  if (answer.status === 403 && answer.data?.code === 'SUDO_REQUIRED') return needsSudo()
  if (answer.status === 429) return failed(SIGN_IN_REFUSAL)
  const code = answer.data?.code
  if (code === 'INVALID_PASSWORD')
    return failed('That password is not right.', {
      fieldErrors: { password: 'That password is not right.' },
    })
  if (code === 'INVALID_CODE')
    return failed(String(answer.data?.message ?? wrong), { fieldErrors: { code: wrong } })
  return failed(wrong)
}

const options = { beforeEnrolment: true }
const done = () => revalidatePath(DESK_PATH, 'layout')

/**
 * Step one of two-step sign-in: a new authenticator secret, shown as a QR code drawn here and as
 * text, and its ten backup codes (kept by the browser until the first code confirms the app).
 */
export const startAuthenticatorAction = adminAction(
  passwordSchema,
  'Could not start setting up the authenticator.',
  async ({ password }) => {
    // The authenticator app's entry is named after the company as published now.
    const answer = await callAuth('/two-factor/enable', { password, issuer: (await companyFacts()).name })
    if (!answer.ok) return refusal(answer, 'Could not start setting up the authenticator.')
    const uri = String(answer.data?.totpURI ?? '')
    const secret = new URL(uri).searchParams.get('secret') ?? ''
    const qr = `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString('base64')}`
    const codes = (answer.data?.backupCodes as string[] | undefined) ?? []
    return succeeded('Scan the code with your authenticator app.', { qr, secret, codes })
  },
  options,
)

/** Step two: the app's first code turns two-step sign-in on (and signs out every other session). */
export const confirmAuthenticatorAction = adminAction(
  codeSchema,
  'That code did not match.',
  async ({ code }) => {
    const answer = await callAuth('/two-factor/verify-totp', { code })
    if (!answer.ok)
      return refusal(answer, 'That code did not match. Check the app’s clock and try the current code.')
    // The page is not refreshed here: the backup codes are shown first (see two-factor-setup.tsx).
    return succeeded('Two-step sign-in is on.')
  },
  options,
)

export const regenerateBackupCodesAction = adminAction(
  passwordSchema,
  'Could not make new backup codes.',
  async ({ password }) => {
    const answer = await callAuth('/two-factor/generate-backup-codes', { password })
    if (!answer.ok) return refusal(answer, 'Could not make new backup codes.')
    done()
    return succeeded('New backup codes made; the old ones no longer work.', {
      codes: (answer.data?.backupCodes as string[] | undefined) ?? [],
    })
  },
  options,
)

export const turnOffTwoFactorAction = adminAction(
  passwordSchema,
  'Could not turn two-step sign-in off.',
  async ({ password }) => {
    const answer = await callAuth('/two-factor/disable', { password })
    if (!answer.ok) return refusal(answer, 'Could not turn two-step sign-in off.')
    done()
    return succeeded('Two-step sign-in is off. Your password alone now signs in.')
  },
  options,
)

export const signOutSessionAction = adminAction(
  sessionSchema,
  'Could not sign that session out.',
  async ({ id }, admin) => {
    const token = await sessionToken(admin.userId, id)
    if (!token) return failed('That session has already ended.')
    const answer = await callAuth('/revoke-session', { token })
    if (!answer.ok) return refusal(answer, 'Could not sign that session out.')
    done()
    return succeeded('Signed out.')
  },
  options,
)

export const signOutOtherSessionsAction = adminAction(
  z.object({}),
  'Could not sign the other sessions out.',
  async () => {
    const answer = await callAuth('/revoke-other-sessions')
    if (!answer.ok) return refusal(answer, 'Could not sign the other sessions out.')
    done()
    return succeeded('Signed out everywhere else.')
  },
  options,
)

export const changePasswordAction = adminAction(
  changePasswordSchema,
  'Could not change the password.',
  async ({ current, next }) => {
    const answer = await callAuth('/change-password', { currentPassword: current, newPassword: next })
    if (!answer.ok) {
      if (answer.data?.code === 'INVALID_PASSWORD')
        return failed('The current password is not right.', {
          fieldErrors: { current: 'The current password is not right.' },
        })
      return refusal(answer, 'Could not change the password.')
    }
    done()
    return succeeded('Password changed. Every other session is signed out.')
  },
  options,
)

/** Renames one of the account's passkeys (no sudo mode: a name opens nothing). */
export const renamePasskeyAction = adminAction(
  renamePasskeySchema,
  'Could not rename the passkey.',
  async ({ id, name }) => {
    const answer = await callAuth('/passkey/update-passkey', { id, name })
    if (!answer.ok) return refusal(answer, 'Could not rename the passkey.')
    done()
    return succeeded('Passkey renamed.')
  },
  options,
)

export const removePasskeyAction = adminAction(
  sessionSchema,
  'Could not remove the passkey.',
  async ({ id }) => {
    const answer = await callAuth('/passkey/delete-passkey', { id })
    if (!answer.ok) return refusal(answer, 'Could not remove the passkey.')
    done()
    return succeeded('Passkey removed. It no longer signs in here.')
  },
  options,
)
