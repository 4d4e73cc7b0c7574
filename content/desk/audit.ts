import { RETENTION } from '@/lib/privacy'

/** The desk's Audit page (modules/desk/audit/audit-panel.tsx). */
export const auditCopy = {
  title: 'Audit trail',
  intro: `Every sign-in, confirmation, export, bulk change, deletion and change of settings on the desk, newest first. Nobody can edit an event; each is kept for ${RETENTION.auditTrail.days} days and then deleted. Addresses are kept as keys that link events from one client, never as the address.`,
  /** What the list holds, above it. */
  status: (events: number, filtered: boolean) =>
    events === 0
      ? filtered
        ? 'No events match this filter.'
        : 'No events yet.'
      : `${filtered ? 'Matching events' : 'Events'}, newest first.`,
  empty: 'Events appear here as administrators sign in and work on the desk.',
  caption: 'Audit events, newest first',
}
