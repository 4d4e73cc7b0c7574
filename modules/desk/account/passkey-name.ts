/** A passkey's name: its rules, shared by the Account page (in the browser) and its action. */
export const PASSKEY_NAME_MAX = 60
export const PASSKEY_NAME_ERRORS = {
  missing: 'Give the passkey a name, such as the device it is on.',
  tooLong: `Keep the name under ${PASSKEY_NAME_MAX} characters.`,
} as const

/** The error for a typed name, or null when it will do (zod-free: this runs in the browser). */
export function passkeyNameError(name: string) {
  const trimmed = name.trim()
  if (!trimmed) return PASSKEY_NAME_ERRORS.missing
  return trimmed.length > PASSKEY_NAME_MAX ? PASSKEY_NAME_ERRORS.tooLong : null
}
