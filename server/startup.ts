import 'server-only'
import { ensureAdmins } from '@/server/auth'
import { databaseKind } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrate'
import { env } from '@/server/env'
import { beaconNodeRoute } from '@/modules/analytics/beacon-node'
import { startAnalyticsUpkeep } from '@/modules/analytics/rollup'
import { ensureDefaultTemplates } from '@/modules/desk/templates/queries'
import { startMailer } from '@/server/mail'
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
