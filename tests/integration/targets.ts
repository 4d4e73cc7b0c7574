/**
 * The database this integration run tests: TEST_DATABASE, `sqlite` unless it says `postgres`
 * (which needs TEST_DATABASE_URL). `npm test` runs the integration tests once per database.
 */
export function runDatabase(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
}

/**
 * For a block that runs no SQL of its own (an access refusal, a signed link, a cookie flag): the
 * given items in the SQLite run, none in the PostgreSQL one, so it runs once. A block that reads
 * or writes through a query runs on every database instead.
 */
export function onceOnly<T>(items: readonly T[]): T[] {
  return runDatabase() === 'sqlite' ? [...items] : []
}

/** What the integration global setup hands to the tests: the server of this run's database. */
export type Target = {
  name: 'sqlite' | 'postgres'
  url: string
  dataDir: string
  /** The server's console output so far (what it logged, uncaught errors included). */
  logFile: string
  databaseUrl?: string
  smtpPort: number
}

export const ADMIN = { email: 'admin@test.example', password: 'correct-horse-battery-staple' }
export const NOTIFY_EMAIL = 'leads@test.example'
/** The key the scheduling provider's events to the test servers are signed with. */
export const CALENDLY_KEY = 'test-calendly-signing-key-4f1c9a'

declare module 'vitest' {
  export interface ProvidedContext {
    targets: Target[]
  }
}
