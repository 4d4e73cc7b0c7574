import type { Inline } from './inline'

/** The desk's Integrations page (modules/desk/integrations/), and its banner on every desk page. */
export const integrationsCopy = {
  title: 'Integrations',
  intro:
    'New leads, status changes and booked calls can go on to the tools the team works in: a CRM or a spreadsheet by a signed webhook, a Slack, Discord or Teams channel by its incoming webhook. Each event is stored with its lead and sent after it, tried again for up to a day and a half when the receiver fails. Nothing is sent about spam, and a resume never leaves the site.',
  endpointsTitle: 'Endpoints',
  noEndpoints: 'None yet: leads stay in the desk and the e-mail notifications.',
  addTitle: 'Add an endpoint',
  addHelp: [
    'A webhook is signed by the ',
    { link: 'Standard Webhooks', href: 'https://www.standardwebhooks.com/' },
    ' rules: each delivery carries ',
    { code: 'webhook-id' },
    ', ',
    { code: 'webhook-timestamp' },
    ' and ',
    { code: 'webhook-signature' },
    ', and the same id on every attempt, so a receiver can check it and take it once. Addresses on this machine or its private network are refused.',
  ] satisfies Inline,
  bookingsTitle: 'Booked calls',
  receiving: 'Receiving bookings.',
  lastBooking: (at: string | null) => (at ? `The last booking came ${at}.` : 'No booking has come yet.'),
  notSetUp: 'Not set up.',
  notSetUpHelp: [
    'Set ',
    { code: 'CALENDLY_WEBHOOK_SIGNING_KEY' },
    ' to the signing key of a Calendly webhook subscription to join each booking to its lead.',
  ] satisfies Inline,
  subscription: (receiver: string): Inline => [
    'The subscription sends ',
    { code: 'invitee.created' },
    ' and ',
    { code: 'invitee.canceled' },
    ' to ',
    { code: receiver, wrap: 'anywhere' },
    ". A booking lands on the record of the lead whose booking link was used, else of the lead with the invitee's address, else as a new lead.",
  ],
  /** One endpoint's card (endpoint-card.tsx). */
  endpoint: {
    kind: { chat: 'Chat hook · ', webhook: 'Webhook · ' },
    failingSince: (since: string) => ` since ${since}`,
    added: (at: string) => `Added ${at}`,
    setBy: (variable: string, withSecret: boolean) =>
      `Set by ${variable}${withSecret ? ' and WEBHOOK_SECRET' : ''}: change it there`,
    previousSecret: (until: string) => `The previous secret signs too, until ${until}`,
    disabled: (at: string, reason: string | null) =>
      `Disabled ${at}: ${reason ?? ''} Its events wait until you enable it.`,
    confirmRemove: (url: string) =>
      `Remove ${url}? Nothing more is sent to it, and its deliveries are deleted.`,
    receives: (events: string, chat: boolean) =>
      `Receives: ${events}${chat ? ' (a line per new lead, never the whole message)' : ''}`,
    deliveriesTitle: 'Latest deliveries',
    noDeliveries: 'Nothing sent yet.',
  },
  /** Said on every desk page while an endpoint is disabled (integrations-banner.tsx). */
  banner: (disabled: number, reason: string | null | undefined) =>
    disabled === 1
      ? `An integration was disabled: ${reason ?? 'it kept failing.'}`
      : `${disabled} integrations were disabled.`,
  bannerWait: 'Their events wait until they are enabled again.',
}
