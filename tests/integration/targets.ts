/** What the integration global setup hands to the tests: one server per database. */
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
