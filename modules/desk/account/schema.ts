import { z } from 'zod'
import { PASSKEY_NAME_ERRORS, PASSKEY_NAME_MAX } from './passkey-name'

const password = z.string().min(1, 'Enter your current password.').max(128)

export const passwordSchema = z.object({ password })
export const codeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code the app shows.')),
})
export const sessionSchema = z.object({ id: z.string().min(1).max(64) })
export const passkeyName = z
  .string()
  .trim()
  .min(1, PASSKEY_NAME_ERRORS.missing)
  .max(PASSKEY_NAME_MAX, PASSKEY_NAME_ERRORS.tooLong)
export const renamePasskeySchema = z.object({ id: z.string().min(1).max(64), name: passkeyName })
export const changePasswordSchema = z
  .object({
    current: password,
    next: z
      .string()
      .min(12, 'The new password needs at least 12 characters.')
      .max(128, 'Keep the new password under 128 characters.'),
    repeat: z.string(),
  })
  .refine((v) => v.next === v.repeat, { path: ['repeat'], message: 'The two new passwords differ.' })
  .refine((v) => v.next !== v.current, {
    path: ['next'],
    message: 'Choose a password you have not used here.',
  })
