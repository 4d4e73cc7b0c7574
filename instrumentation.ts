/**
 * Runs once when the server starts: check the environment, migrate the database (auth tables,
 * then ours), make sure an administrator exists, clear half-finished uploads, and start sending
 * queued notifications.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { loadEnvOrExit } = await import('@/server/env-check')
  await loadEnvOrExit()
  const { startServer } = await import('@/server/startup')
  await startServer()
}
