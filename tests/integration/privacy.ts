import { client, database } from './client'
import type { Target } from './targets'

/** The request page's form as a visitor sends it (JSON as our script does, or a plain form post). */
export function ask(
  target: Target,
  fields: Record<string, string>,
  { html = false, ip }: { html?: boolean; ip?: string } = {},
) {
  const visitor = client(target, ip)
  return visitor.postForm(
    '/api/privacy-requests',
    { details: '', from: '', ...fields },
    html ? { Accept: 'text/html' } : {},
  )
}

/** The requests stored for an address, oldest first. */
export const requestsOf = (target: Target, email: string) =>
  database(target)
    .selectFrom('privacy_requests')
    .selectAll()
    .where('email', '=', email)
    .orderBy('created_at')
    .execute()

/** The privacy e-mails queued to an address, oldest first. */
export const privacyMails = (target: Target, email: string) =>
  database(target)
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'privacy')
    .orderBy('created_at')
    .execute()

/** The confirmation link in a request's e-mail, as a path of the site with its query. */
export function confirmationPath(body: string) {
  const link = /(https?:\/\/\S+\/privacy\/request\/confirm\?\S+)/.exec(body)?.[1]
  if (!link) throw new Error(`No confirmation link in:\n${body}`)
  const url = new URL(link)
  return {
    path: `${url.pathname}${url.search}`,
    r: url.searchParams.get('r')!,
    s: url.searchParams.get('s')!,
  }
}

/** Presses "Confirm" on a confirmation page, as the page's form does. */
export function press(target: Target, fields: { r: string; s: string }) {
  return client(target).postForm('/privacy/request/confirm', fields, { Accept: 'text/html' })
}

/** Makes a request at /privacy/request and confirms it from its e-mail; returns its id. */
export async function confirmedRequest(target: Target, kind: string, email: string, details = '') {
  const sent = await ask(target, { kind, email, details })
  if (sent.status !== 201) throw new Error(`The request was refused: ${sent.status}`)
  const link = confirmationPath((await privacyMails(target, email)).at(-1)!.body)
  const page = await (await press(target, link)).text()
  if (!page.includes('Request confirmed')) throw new Error('The request was not confirmed')
  return link.r
}
