import 'server-only'
import { flushMail } from '@/server/mail'
import { flushWebhooks } from '@/server/webhooks/deliveries'

/**
 * Sends what the outbox holds that is due: the e-mails (server/mail.ts) and the webhook deliveries
 * (server/webhooks). Called after a request that queued something, so it goes out after the
 * response; each also runs on its own timer for the retries.
 */
export const flushOutbox = () => Promise.all([flushMail(), flushWebhooks()]).then(() => undefined)
