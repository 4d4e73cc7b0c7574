import 'server-only'
import { toNextJsHandler } from 'better-auth/next-js'
import { auth, secondStepEmail } from '@/server/auth'
import { authFlow } from '@/server/auth-flow'
import { guardAuthRequest } from '@/server/sign-in-guard'

const library = toNextJsHandler(auth)

/**
 * Every request to the auth library, from a browser, a script or the desk's own server actions:
 * the limits first (server/sign-in-guard.ts), then our account security around the library's
 * endpoint (server/auth-flow.ts).
 */
export const handleAuthGet = (request: Request) => guardAuthRequest(request, library.GET)
export const handleAuthPost = (request: Request) =>
  guardAuthRequest(request, (guarded) => authFlow(guarded, library.POST), secondStepEmail)
