import 'server-only'
import { db } from '@/server/db'
import { SCRIPTS } from './rules'

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
    'guaranteed results',
    'guaranteed ranking',
    'top of google',
    'page 1 of google',
    'google ranking',
    'organic traffic',
    'dofollow',
    'do-follow',
    'write for us',
    'paid post',
    'niche edit',
    'seo package',
    'seo audit',
    'free audit',
    'b2b leads',
    'verified contacts',
    'decision makers',
    'followers and likes',
    'real followers',
    'trading signals',
    'passive income',
    'double your money',
    'viagra',
    'online pharmacy',
    'hot singles',
    'domain will expire',
    'verify your account',
    'account will be suspended',
    'copyright infringement',
    'business directory',
    'explainer video',
    'reply stop',
    'no obligation',
    'limited time offer',
    'risk-free',
    'click here',
    'earn daily',
    'ghar baithe',
    'घर बैठे',
  ],
  scripts: ['Latin', 'Devanagari'],
}

const SETTING = 'spam'

/** What the desk accepts: a threshold no single small signal reaches, and lists of a sane size. */
export const SPAM_BOUNDS = {
  threshold: { min: 3, max: 100 },
  phrases: { max: 300, chars: 80 },
  scripts: SCRIPTS,
} as const

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

/** How a list changed, for the audit trail: what was added and what was taken out. */
function listChange(before: readonly string[], after: readonly string[]) {
  const added = after.filter((v) => !before.includes(v))
  const removed = before.filter((v) => !after.includes(v))
  return [...added.map((v) => `+“${v}”`), ...removed.map((v) => `−“${v}”`)].join(' ')
}

/**
 * Saves the spam settings (already checked against SPAM_BOUNDS) and answers what changed, as the
 * audit trail records it ({} when nothing did). The next submission is scored with them.
 */
export async function saveSpamSettings(next: SpamSettings) {
  const before = await spamSettings()
  const changed: Record<string, string> = {}
  if (before.threshold !== next.threshold) changed.threshold = `${before.threshold} → ${next.threshold}`
  const phrases = listChange(before.phrases, next.phrases)
  if (phrases) changed.phrases = phrases
  const scripts = listChange(before.scripts, next.scripts)
  if (scripts) changed.scripts = scripts
  if (Object.keys(changed).length === 0) return changed
  const value = JSON.stringify(next)
  await db
    .insertInto('desk_settings')
    .values({ key: SETTING, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
  return changed
}
