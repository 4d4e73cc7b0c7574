import 'server-only'
import { isDatabaseUnavailable, logDatabaseFault } from '@/server/db/faults'

type RunState = { running?: Promise<void>; again?: boolean }
const globalForRuns = globalThis as unknown as { __serialRuns?: Map<string, RunState> }
const runs = (globalForRuns.__serialRuns ??= new Map())

/**
 * A job that runs once at a time in this process (an outbox's sending): called while it runs, it
 * runs once more afterwards, and the caller waits for that. `step` does one batch and answers
 * whether more may be waiting. A failure is logged (while the database is away, once every few
 * seconds) and left for the next call, which a timer makes.
 */
export function serialRun(name: string, step: () => Promise<boolean>) {
  /** Resolves once no run is going (at shutdown), starting none. */
  const idle = () => runs.get(name)?.running ?? Promise.resolve()
  return Object.assign(run, { idle })
  function run(): Promise<void> {
    let state = runs.get(name)
    if (!state) runs.set(name, (state = {}))
    const current = state
    if (current.running) {
      current.again = true
      return current.running
    }
    current.running = (async () => {
      try {
        do {
          current.again = false
          if (await step()) current.again = true
        } while (current.again)
      } catch (error) {
        if (isDatabaseUnavailable(error)) logDatabaseFault(`${name} run skipped`, error)
        else console.error(`${name} run failed:`, error)
      } finally {
        current.running = undefined
      }
    })()
    return current.running
  }
}
