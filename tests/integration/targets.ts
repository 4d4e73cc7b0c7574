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

declare module 'vitest' {
  export interface ProvidedContext {
    targets: Target[]
  }
}
