import 'server-only'
import { toNextJsHandler } from 'better-auth/next-js'
import { auth, secondStepEmail } from '@/server/auth'
import { authFlow } from '@/server/auth/flow'
import { jsonOf } from '@/server/auth/http'
import { env } from '@/server/env'
import { WRONG_ADDRESS_CODE } from '@/lib/vocabulary'
import { guardAuthRequest } from '@/server/auth/sign-in-guard'

const library = toNextJsHandler(auth)

/**
 * Every request to the auth library, from a browser, a script or the desk's own server actions:
 * the limits first (server/auth/sign-in-guard.ts), then our account security around the library's
 * endpoint (server/auth/flow.ts).
 */
export const handleAuthGet = (request: Request) => guardAuthRequest(request, library.GET)
export const handleAuthPost = async (request: Request) =>
  explainWrongAddress(
    request,
    await guardAuthRequest(request, (guarded) => authFlow(guarded, library.POST), secondStepEmail),
  )

/**
 * The auth library refuses a request from any origin but SITE_URL's, and logs only "Invalid
 * origin". The desk reached at another address (another port, the machine's IP, a second host
 * name behind the proxy) would then look like a wrong password: the log says what to change, and
 * the answer keeps the library's code, which the sign-in form turns into its own words, telling
 * a stranger no more than that this is not the site's address.
 */
async function explainWrongAddress(request: Request, response: Response) {
  if (response.status === 403 && (await jsonOf(response))?.code === WRONG_ADDRESS_CODE) {
    const origin = request.headers.get('origin') ?? 'an unknown address'
    console.warn(
      `Sign-in refused: the desk was opened at ${origin}, but the site's address (SITE_URL) is ${new URL(env.SITE_URL).origin}. Open the desk there, or set SITE_URL to the address people use (docs/deploying.md, Configuration).`,
    )
  }
  return response
}
