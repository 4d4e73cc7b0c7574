import 'server-only'
import { recordAudit } from '@/server/audit'
import { db, now } from '@/server/db'
import { intervalWorker } from '@/server/daily-worker'
import { getEntry, saveEntry } from './entries'
import { pollPages } from './pages'
import { showChange } from './publish'
import { dueForLook } from './signal'

/** How often scheduled entries are looked for: each goes live within this of its time. */
const SCHEDULE_CHECK_MS = 15_000
/** How often a process may look for pages another one made (server/content/signal.ts decides). */
const PAGE_POLL_MS = 1_000

/**
 * Publishes every scheduled entry whose time has come. Every process looks; the save names the
 * revision it read, so when two look at once exactly one publishes and the other's save is
 * refused.
 */
export async function publishDue(at = new Date()) {
  const due = await db
    .selectFrom('content_entries')
    .select('id')
    .where('state', '=', 'scheduled')
    .where('publish_at', '<=', at.toISOString())
    .execute()
  for (const { id } of due) {
    const entry = await getEntry(id)
    if (!entry || entry.state !== 'scheduled') continue
    const result = await saveEntry({
      kind: entry.kind,
      id: entry.id,
      revision: entry.revision,
      slug: entry.slug,
      data: entry.draft,
      event: 'publish',
      author: 'schedule',
    })
    if (!result.ok) continue
    await showChange(result.before, result.entry)
    await recordAudit(new Headers({ 'x-forwarded-for': 'server' }), {
      actor: 'schedule',
      action: 'content_changed',
      target: `${entry.kind}:${entry.id}`,
      detail: { op: 'publish', slug: entry.slug, scheduled: entry.publishAt, at: now() },
    })
  }
}

/** The content's workers: scheduled publishing, and the pages other processes made. */
export const contentWorkers = [
  intervalWorker('Scheduled publishing', SCHEDULE_CHECK_MS, () => publishDue()),
  intervalWorker('Page updates', PAGE_POLL_MS, async () => {
    if (dueForLook()) await pollPages()
  }),
]
