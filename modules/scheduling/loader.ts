/** The part of the scheduling provider's widget API this site uses. */
export type SchedulingWidget = {
  initPopupWidget: (options: { url: string }) => void
}

declare global {
  interface Window {
    Calendly?: SchedulingWidget
  }
}

let pending: Promise<SchedulingWidget | null> | null = null

/**
 * Adds the provider's script (and its stylesheet beside it) once per page, however often it is
 * asked for. Resolves to the widget, or to null when it fails or takes longer than `timeoutMs`.
 */
export function loadSchedulingScript(scriptUrl: string, timeoutMs: number): Promise<SchedulingWidget | null> {
  if (window.Calendly) return Promise.resolve(window.Calendly)
  if (!pending) {
    pending = new Promise<SchedulingWidget | null>((resolve) => {
      const css = document.createElement('link')
      css.rel = 'stylesheet'
      css.href = scriptUrl.replace(/\.js(\?.*)?$/, '.css$1')
      document.head.appendChild(css)

      const script = document.createElement('script')
      script.src = scriptUrl
      script.async = true
      script.dataset.scheduling = ''
      script.onload = () => resolve(window.Calendly ?? null)
      script.onerror = () => {
        // Let a later intent try again.
        script.remove()
        pending = null
        resolve(null)
      }
      document.head.appendChild(script)
    })
  }
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))
  return Promise.race([pending, timeout])
}

/**
 * The booking page a button's own form points to, with its fields (a lead's button carries their
 * name, address and reference); the page-wide address when it has none, or points elsewhere than
 * the provider.
 */
export function bookingUrlOf(button: HTMLButtonElement, providerUrl: string) {
  const form = button.form
  if (!form) return providerUrl
  const u = new URL(form.action)
  for (const [name, value] of new FormData(form)) u.searchParams.append(name, String(value))
  return u.origin === new URL(providerUrl).origin ? u.toString() : providerUrl
}

/** The inline embed's address; a lead's reference (`utm_content`) already there is kept. */
export function inlineEmbedUrl(url: string, placement: string) {
  const u = new URL(url)
  u.searchParams.set('embed_domain', window.location.hostname)
  u.searchParams.set('embed_type', 'Inline')
  u.searchParams.set('hide_gdpr_banner', '1')
  if (!u.searchParams.has('utm_content')) {
    u.searchParams.set('utm_source', 'website')
    u.searchParams.set('utm_medium', 'inline-embed')
    u.searchParams.set('utm_content', placement.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
  }
  return u.toString()
}

/** The scheduling provider's message, posted to our page when a booking is made in its frame. */
export function isBookingScheduled(message: MessageEvent, providerUrl: string) {
  const data: unknown = message.data
  return (
    message.origin === new URL(providerUrl).origin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  )
}
