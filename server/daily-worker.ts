import 'server-only'

const DAY_MS = 24 * 60 * 60_000

/**
 * A job as a worker of the server (server/startup.ts): run once at start, then daily; a failure
 * is logged under `name` and the next day's run goes ahead.
 */
export const dailyWorker = (name: string, job: () => Promise<unknown>) => intervalWorker(name, DAY_MS, job)

/** A job run once at start, then every `ms`; a failure is logged under `name` and the next run goes ahead. */
export function intervalWorker(name: string, ms: number, job: () => Promise<unknown>) {
  let timer: ReturnType<typeof setInterval> | undefined
  return {
    start() {
      const run = () => void job().catch((error: unknown) => console.error(`${name} failed:`, error))
      run()
      timer = setInterval(run, ms)
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
  }
}
