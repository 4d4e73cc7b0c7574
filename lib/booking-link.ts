/**
 * The booking page's address for one lead: their name and address filled in, and their record's
 * id as the link's `utm_content`, so that the call they book lands on their record in the desk
 * (server/integrations/calendly.ts). `medium` says where the link was offered (an e-mail, the form
 * just sent).
 */
export function leadBookingUrl(
  schedulingUrl: string,
  lead: { id: string; name: string; email?: string },
  medium: 'email' | 'form',
) {
  const url = new URL(schedulingUrl)
  url.searchParams.set('name', lead.name)
  if (lead.email) url.searchParams.set('email', lead.email)
  url.searchParams.set('utm_source', 'site')
  url.searchParams.set('utm_medium', medium)
  url.searchParams.set('utm_content', lead.id)
  return url.toString()
}
