import { confirmationCopy, confirmRefusals } from '@/content/privacy-requests'
import { REQUEST_KINDS } from '@/lib/privacy'
import { isDatabaseUnavailable } from '@/server/db/faults'
import { resultPage } from '@/server/forms/result-page'
import { FORM_REFUSALS, linkLimit } from '@/server/forms/route'
import {
  checkConfirmation,
  confirmPrivacyRequest,
  CONFIRM_PATH,
  type Confirmation,
} from '@/server/privacy/requests'
import { isCrossSite } from '@/server/request'

export const dynamic = 'force-dynamic'

/** A request's id and signature, from the link's query or the confirmation form. */
const linkOf = (params: URLSearchParams | FormData) => {
  const id = params.get('r')
  const sig = params.get('s')
  return typeof id === 'string' && typeof sig === 'string' && id.length <= 64 && sig.length <= 64
    ? { id, sig }
    : null
}

function page(result: Confirmation, link: { id: string; sig: string } | null, pressed: boolean) {
  const copy = confirmationCopy(result, pressed)
  return resultPage({
    ...copy,
    form: false,
    status: 200,
    button:
      result.state === 'confirmed' && !pressed && link
        ? {
            action: CONFIRM_PATH,
            fields: { r: link.id, s: link.sig },
            label: `Confirm: ${REQUEST_KINDS[result.kind].label}`,
          }
        : undefined,
  })
}

/**
 * The page a confirmation link opens: what the request is, and a button that confirms it. Opening
 * the link changes nothing (mail scanners follow links); only the press does.
 */
export async function GET(request: Request) {
  const refused = await linkLimit(request, 'privacy-confirm')
  if (refused) return refused
  const link = linkOf(new URL(request.url).searchParams)
  return page(link ? await checkConfirmation(link.id, link.sig) : { state: 'invalid' }, link, false)
}

export async function POST(request: Request) {
  if (isCrossSite(request))
    return resultPage({
      ok: false,
      title: confirmRefusals.crossSite.title,
      message: FORM_REFUSALS.crossSite,
      backHref: '/',
      form: false,
      status: 403,
    })
  const refused = await linkLimit(request, 'privacy-confirm')
  if (refused) return refused
  const link = linkOf(await request.formData().catch(() => new FormData()))
  try {
    return page(link ? await confirmPrivacyRequest(link.id, link.sig) : { state: 'invalid' }, link, true)
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    return resultPage({
      ok: false,
      ...confirmRefusals.unavailable,
      backHref: '/',
      form: false,
      status: 503,
    })
  }
}
