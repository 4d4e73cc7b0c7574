'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useCallback, useEffect, useRef } from 'react'
import { notify } from '@/lib/notify'
import { IDLE, type ActionState } from '@/lib/forms/action-state'
import { askToConfirm } from './sudo/store'

export type DeskAction = (previous: ActionState, form: FormData) => Promise<ActionState>

/**
 * A desk action bound to a form: its answer shows as a toast (the spec's texts), a lost session
 * reloads the page into the sign-in form, and the handlers run once per answer.
 *
 * The answer is handled when it arrives, inside the action, not in an effect after it is
 * rendered: the answer to a delete also carries the page without the deleted row, so the form
 * that asked (the row's, the record's) is gone before an effect of it could run, and its toast
 * and its `onSuccess` (back to the list) would be lost.
 */
type Handlers = { onSuccess?: (state: ActionState) => void; onError?: (state: ActionState) => void }

export function useDeskAction(action: DeskAction, handlers: Handlers = {}) {
  const router = useRouter()
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  const answered = useCallback(
    async (previous: ActionState, form: FormData) => {
      let state = await action(previous, form)
      // Refused for want of sudo mode: once the administrator confirms who they are, the same
      // form goes again, so nothing typed or selected is lost.
      if (state.status === 'error' && state.sudo && (await askToConfirm()))
        state = await action(previous, form)
      if (state.status === 'ok') {
        void notify('success', state.message)
        latest.current.onSuccess?.(state)
      } else if (state.status === 'error') {
        if (state.signedOut) router.refresh()
        else if (state.sudo) void notify('error', 'Not done: it needs your confirmation first.')
        else {
          void notify('error', state.message)
          latest.current.onError?.(state)
        }
      }
      return state
    },
    [action, router],
  )
  const [state, formAction, pending] = useActionState(answered, IDLE)

  return { state, formAction, pending }
}
