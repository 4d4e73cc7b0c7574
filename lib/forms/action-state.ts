import type { FieldErrors } from '@/lib/forms/field-errors'

/**
 * What every desk action answers; safe on server and client, so it sits here, below both the
 * guard every action runs through (`server/auth/admin-action.ts`) and the desk's forms that read it.
 * `at` makes two equal answers in a row distinct, so each shows its toast.
 */
export type ActionState =
  | { status: 'idle' }
  | {
      status: 'ok'
      message: string
      at: number
      /** What the action hands back to show once (a new authenticator's QR code, backup codes). */
      data?: Record<string, string | string[]>
    }
  | {
      status: 'error'
      message: string
      at: number
      /** The session is gone: the page should reload into the sign-in form. */
      signedOut?: boolean
      /** Sudo mode is needed: the desk asks for the confirmation, then sends the form again. */
      sudo?: boolean
      fieldErrors?: FieldErrors
      /** What was typed, so a refused note or reply is not lost. */
      values?: Record<string, string>
    }

export const IDLE: ActionState = { status: 'idle' }

export const succeeded = (message: string, data?: Record<string, string | string[]>): ActionState => ({
  status: 'ok',
  message,
  at: Date.now(),
  ...(data ? { data } : {}),
})

export const failed = (message: string, extra: Partial<Extract<ActionState, { status: 'error' }>> = {}) =>
  ({ status: 'error', message, at: Date.now(), ...extra }) satisfies ActionState
