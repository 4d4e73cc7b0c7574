import { CONTACT_FIELDS, CONTACT_MESSAGES } from '@/modules/contact/fields'
import { contactSchema } from '@/modules/contact/schema'
import { insertContactMessage } from '@/modules/contact/queries'
import {
  gate,
  notifyAfterResponse,
  readFields,
  respond,
  validate,
  FORM_REFUSALS,
  type Outcome,
} from '@/server/forms'

const page = {
  success: 'Message sent',
  failure: 'Message not sent',
  backHref: '/services?tab=contact#contact',
}

export async function POST(request: Request) {
  return respond(request, await submitContact(request), page)
}

async function submitContact(request: Request): Promise<Outcome> {
  const refused = gate(request, 'contact')
  if (refused) return refused
  const data = await readFields(request)
  if (data === 'too-large') return { ok: false, status: 413, message: FORM_REFUSALS.tooLarge }
  if (!data) return { ok: false, status: 400, message: FORM_REFUSALS.unreadable }
  const checked = validate(data, contactSchema, CONTACT_FIELDS, CONTACT_MESSAGES.failure)
  if (!checked.ok) return checked.outcome
  try {
    const id = await insertContactMessage(checked.value)
    notifyAfterResponse()
    return { ok: true, status: 201, message: CONTACT_MESSAGES.success, id }
  } catch (error) {
    console.error('Storing a contact message failed:', error)
    return { ok: false, status: 500, message: CONTACT_MESSAGES.failure }
  }
}
