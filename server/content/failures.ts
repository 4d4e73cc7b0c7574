import 'server-only'
import { pageStore } from '@/runtime/bridge.mjs'
import { db, now } from '@/server/db'

// The pages a content change could not make again (server/content/pages.ts): visitors keep the
// last good page, the log says why, and the desk's Content page lists them until they are made.

/** Notes, for the desk, that a route could not be made (with why), or that it now was. */
export async function noteMade(route: string, buildId: string, error: unknown) {
  if (error === null) {
    await db
      .deleteFrom('content_page_failures')
      .where('route', '=', route)
      .where('build_id', '=', buildId)
      .execute()
    return
  }
  const row = {
    failed_at: now(),
    reason: (error instanceof Error ? error.message : String(error)).slice(0, 300),
  }
  await db
    .insertInto('content_page_failures')
    .values({ route, build_id: buildId, ...row })
    .onConflict((oc) => oc.columns(['route', 'build_id']).doUpdateSet(row))
    .execute()
}

/** The pages of this build a content change could not make again, newest first, for the desk. */
export async function pageFailures() {
  const buildId = pageStore()?.buildId
  if (!buildId) return []
  return db
    .selectFrom('content_page_failures')
    .select(['route', 'failed_at', 'reason'])
    .where('build_id', '=', buildId)
    .orderBy('failed_at', 'desc')
    .execute()
}

/** How long the pages of another build are kept: long enough for a release to be rolled back. */
const OTHER_BUILDS_KEPT_MS = 7 * 24 * 3600_000

/**
 * Forgets the pages (and failures) other builds made more than a week ago: each release makes its
 * own, and without this every release's would stay in the database for good. A week keeps those of
 * a release still running beside this one, or rolled back to.
 */
export async function forgetOldBuilds(buildId: string) {
  const before = new Date(Date.now() - OTHER_BUILDS_KEPT_MS).toISOString()
  await db
    .deleteFrom('content_pages')
    .where('build_id', '!=', buildId)
    .where('made_at', '<', before)
    .execute()
  await db
    .deleteFrom('content_page_failures')
    .where('build_id', '!=', buildId)
    .where('failed_at', '<', before)
    .execute()
}
