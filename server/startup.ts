import 'server-only'
import { ensureAdmins } from '@/server/auth'
import { databaseKind, db } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrate'
import { env } from '@/server/env'
import { beaconNodeRoute } from '@/modules/analytics/beacon-node'
import { startAnalyticsUpkeep, stopAnalyticsUpkeep } from '@/modules/analytics/rollup'
import { ensureDefaultTemplates } from '@/server/leads/templates'
import { flushOutbox, startMailer, stopMailer } from '@/server/mail'
import { registerNodeRoutes } from '@/server/node-routes'
import { sweepPartialUploads } from '@/server/storage'

export async function startServer() {
  const applied = await migrateToLatest()
  if (applied.length) console.log(`Database (${databaseKind}) migrated: ${applied.join(', ')}`)
  await ensureAdmins(env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  await ensureDefaultTemplates()
  await sweepPartialUploads()
  startMailer()
  startAnalyticsUpkeep()
  registerNodeRoutes({ 'POST /insights/event': beaconNodeRoute })
}

/**
 * The site's part of a graceful shutdown, called by scripts/start.mjs (through globalThis) once
 * the requests in flight have been answered: no more timers, the e-mails those requests queued
 * sent (or left queued for the next start if the mail server fails), the database closed.
 */
async function shutDownSite() {
  stopMailer()
  stopAnalyticsUpkeep()
  await flushOutbox()
  await db.destroy()
}
;(globalThis as { __siteShutdown?: () => Promise<void> }).__siteShutdown = shutDownSite
