import type { PrivacyRequestKind } from '@/lib/vocabulary'
import { PERSONAL_LINK_PARAM } from '@/lib/privacy'
import { privacyRequestForm } from '@/modules/privacy/form'
import { formRoute } from '@/server/forms/route'
import { createPrivacyRequest } from '@/server/privacy/requests'

/** /privacy/request's form: a request about one's personal data, confirmed by e-mail. */
export const POST = formRoute({
  form: privacyRequestForm,
  bucket: 'privacy-request',
  write: (value, { client }) =>
    createPrivacyRequest({
      client,
      kind: value.kind as PrivacyRequestKind,
      email: value.email,
      details: value.details,
      personalToken: value[PERSONAL_LINK_PARAM] || null,
    }),
})
