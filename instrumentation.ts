/**
 * Runs once when the server starts: check the environment, then start the site (server/startup.ts)
 * with what its modules add: the analytics upkeep, and the analytics beacon answered without
 * Next's pipeline. This file is the app's wiring, the one place start-up names modules (the server
 * floor never imports them).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { loadEnvOrExit } = await import('@/server/env-check')
  await loadEnvOrExit()
  const [{ startServer }, rollup, { beaconNodeRoute }] = await Promise.all([
    import('@/server/startup'),
    import('@/modules/analytics/rollup'),
    import('@/modules/analytics/beacon-node'),
  ])
  await startServer({
    workers: [{ start: rollup.startAnalyticsUpkeep, stop: rollup.stopAnalyticsUpkeep }],
    nodeRoutes: { 'POST /insights/event': beaconNodeRoute },
  })
}
