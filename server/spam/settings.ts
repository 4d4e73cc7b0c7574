import 'server-only'
import { db } from '@/server/db'

/**
 * What the spam score weighs, as the desk may tune it without a deploy. The defaults: spam from a
 * score of 5 (a filled honeypot or a blocked sender is 100); the phrases of spam offers; the
 * scripts this site's audience writes in (a message mostly in another costs 2, never decides).
 */
export type SpamSettings = { threshold: number; phrases: string[]; scripts: string[] }

export const SPAM_DEFAULTS: SpamSettings = {
  threshold: 5,
  phrases: [
    'seo services',
    'seo expert',
    'first page of google',
    'rank your website',
    'backlink',
    'link building',
    'guest post',
    'sponsored post',
    'dear webmaster',
    'dear website owner',
    'domain authority',
    'increase your traffic',
    'targeted traffic',
    'crypto',
    'bitcoin',
    'forex',
    'binary options',
    'casino',
    'make money online',
    'buy followers',
    'whatsapp me at',
    'loan offer',
    'investment opportunity',
    'unsubscribe',
  ],
  scripts: ['Latin', 'Devanagari'],
}

const SETTING = 'spam'

/** The spam settings as saved in the desk, the defaults for what was never set. */
export async function spamSettings(): Promise<SpamSettings> {
  const row = await db
    .selectFrom('desk_settings')
    .select('value')
    .where('key', '=', SETTING)
    .executeTakeFirst()
  if (!row) return SPAM_DEFAULTS
  try {
    return { ...SPAM_DEFAULTS, ...(JSON.parse(row.value) as Partial<SpamSettings>) }
  } catch {
    return SPAM_DEFAULTS
  }
}
