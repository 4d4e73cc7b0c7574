import 'server-only'
import { onShutdown, registerNodeRoutes, type NodeRoute } from '@/runtime/bridge.mjs'
import { auditPurgeWorker } from '@/server/audit'
import { ensureAdmins } from '@/server/auth'
import { databaseKind, db } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrate'
import { env } from '@/server/env'
import { ensureDefaultTemplates } from '@/server/leads/templates'
import { flushMail, startMailer, stopMailer } from '@/server/mail'
import { syncEnvEndpoints } from '@/server/webhooks/endpoints'
import { flushWebhooks, settleWebhooks, webhookWorker } from '@/server/webhooks/deliveries'
import { retentionWorker } from '@/server/privacy/retention'
import { digestWorker } from '@/server/spam/digest'
import { relearnLessons } from '@/server/spam/lessons'
import { wordModel } from '@/server/spam/screen'
import { sweepPartialUploads } from '@/server/storage'
import { loadPages } from '@/server/content/pages'
import { contentWorkers } from '@/server/content/schedule'
import { closeSignal } from '@/server/content/signal'

/** What the site's modules add to the start-up (named in instrumentation.ts, the app's wiring). */
export type StartupWiring = {
  /** Background work that runs while the server does, stopped before the database closes. */
  workers: Array<{ start: () => void; stop: () => void }>
  /** Hot requests answered by runtime/start.mjs without Next's pipeline, "METHOD /path". */
  nodeRoutes: Record<string, NodeRoute>
}

/**
 * Migrates the database (auth tables, then ours), makes sure an administrator and the default
 * reply templates exist, serves the pages made after the build's content changed, clears half-finished uploads, starts the mailer and the modules' workers,
 * registers the node routes and the site's part of a graceful shutdown.
 */
export async function startServer({ workers: modules, nodeRoutes }: StartupWiring) {
  // The site's own: the audit trail's purge (server/audit.ts), the personal data's
  // (server/privacy/retention.ts), the webhooks' deliveries (server/webhooks) and the daily digest
  // of held spam (server/spam/digest.ts).
  const workers = [
    auditPurgeWorker,
    retentionWorker,
    webhookWorker,
    digestWorker,
    ...contentWorkers,
    ...modules,
  ]
  // Run by runtime/start.mjs once the requests in flight have been answered: no more timers, the
  // e-mails those requests queued sent (or left queued for the next start if the mail server
  // fails), the database closed. Registered first, so a start that fails half-way still closes.
  onShutdown(async () => {
    stopMailer()
    for (const worker of workers) worker.stop()
    await closeSignal()
    await flushMail()
    // Deliveries under way finish (or are cut off at their timeout); what is still queued goes
    // from the outbox at the next start, or from another server.
    await flushWebhooks.idle()
    await settleWebhooks()
    await db.destroy()
  })
  const applied = await migrateToLatest()
  if (applied.length) console.log(`Database (${databaseKind}) migrated: ${applied.join(', ')}`)
  await ensureAdmins(env.ADMIN_EMAIL, env.ADMIN_PASSWORD)
  await ensureDefaultTemplates()
  await syncEnvEndpoints()
  // Before anything else is served: what changed since the build is shown as published.
  await loadPages()
  await sweepPartialUploads()
  // The spam filter's word model is taught now (half a second), not on the first enquiry, and
  // learns what the desk's verdicts taught it (server/spam/lessons.ts).
  wordModel()
  await relearnLessons()
  startMailer()
  for (const worker of workers) worker.start()
  registerNodeRoutes(nodeRoutes)
}
