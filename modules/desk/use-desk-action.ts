'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useRef } from 'react'
import { notify } from '@/lib/notify'
import { IDLE, type ActionState } from './action-state'

export type DeskAction = (previous: ActionState, form: FormData) => Promise<ActionState>

/**
 * A desk action bound to a form: its answer shows as a toast (the spec's texts), a lost session
 * reloads the page into the sign-in form, and the handlers run once per answer.
 */
type Handlers = { onSuccess?: (state: ActionState) => void; onError?: (state: ActionState) => void }

export function useDeskAction(action: DeskAction, handlers: Handlers = {}) {
  const router = useRouter()
  const [state, formAction, pending] = useActionState(action, IDLE)
  const handled = useRef<ActionState>(IDLE)
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })

  useEffect(() => {
    if (state === handled.current || state.status === 'idle') return
    handled.current = state
    if (state.status === 'ok') {
      void notify('success', state.message)
      latest.current.onSuccess?.(state)
    } else if (state.signedOut) {
      router.refresh()
    } else {
      void notify('error', state.message)
      latest.current.onError?.(state)
    }
  }, [state, router])

  return { state, formAction, pending }
}
