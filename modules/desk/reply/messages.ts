/** What the desk says after a reply. */
export const REPLY_MESSAGES = {
  sent: 'Reply sent to the outbox; it goes out within a minute.',
  held: 'Reply saved in the outbox. Mail is not configured, so it will be sent once it is.',
  failed: 'Failed to send the reply',
} as const
