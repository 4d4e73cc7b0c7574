import 'server-only'
import { blockedSenders } from '@/server/spam/senders'
import { SPAM_DEFAULTS, spamSettings } from '@/server/spam/settings'

/** What the desk's Spam page shows: the settings in force, the defaults, the block list. */
export async function spamOverview() {
  const [settings, blocked] = await Promise.all([spamSettings(), blockedSenders()])
  return { settings, defaults: SPAM_DEFAULTS, blocked }
}

export type SpamOverview = Awaited<ReturnType<typeof spamOverview>>
