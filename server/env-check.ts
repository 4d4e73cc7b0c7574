import 'server-only'

/**
 * Reads the environment at start-up; a bad one stops the process, naming the variables. Left to
 * Next.js, the error would only be logged and the server would go on listening with every dynamic
 * route broken. (Here, not in instrumentation.ts, which is also compiled for the Edge runtime.)
 */
export async function loadEnvOrExit() {
  try {
    await import('@/server/env')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
