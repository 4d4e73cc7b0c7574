import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { assertLocalDatabase, startServer, type RunningServer } from '../helpers/server'
import { ADMIN, CALENDLY_KEY, NOTIFY_EMAIL, runDatabase, type Target } from './targets'
import { TEST_PORT_SHIFT } from '../build-env.mjs'

const BASE_PORT = 3221 + TEST_PORT_SHIFT
const SMTP_BASE_PORT = 2526 + TEST_PORT_SHIFT

/**
 * Starts the production build on this run's database (runDatabase): SQLite in a temp DATA_DIR, or
 * PostgreSQL (TEST_DATABASE_URL) in a fresh schema that is dropped afterwards.
 * Addresses are taken from X-Forwarded-For (TRUST_PROXY) so each test has its own rate-limit
 * bucket; notifications go to an SMTP port the mail tests open and close themselves.
 */
export default async function setup(project: TestProject) {
  const servers: RunningServer[] = []
  const targets: Target[] = []
  const cleanups: (() => Promise<void>)[] = []

  const common = (smtpPort: number) => ({
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL,
    MAIL_RETRY_MS: '200',
    // The webhook tests' receivers listen on 127.0.0.1, and wait milliseconds, not hours, between tries.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_SCALE: '0.001',
    CALENDLY_WEBHOOK_SIGNING_KEY: CALENDLY_KEY,
  })

  const teardown = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    for (const c of cleanups) await c()
  }
  // A server that fails to start must not leave the ones already started running.
  try {
    if (runDatabase() === 'sqlite') {
      const sqlite = await startServer(BASE_PORT, common(SMTP_BASE_PORT))
      servers.push(sqlite)
      targets.push({
        name: 'sqlite',
        url: sqlite.url,
        dataDir: sqlite.dataDir,
        logFile: sqlite.logFile,
        smtpPort: SMTP_BASE_PORT,
      })
    } else {
      const pgUrl = process.env.TEST_DATABASE_URL
      if (!pgUrl) throw new Error('TEST_DATABASE=postgres needs TEST_DATABASE_URL')
      assertLocalDatabase(pgUrl)
      const schema = `it_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: pgUrl })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      // Another app's migration bookkeeping in another schema of the same database must not
      // confuse ours (Kysely would find its tables there and skip creating them in ours).
      const neighbour = `${schema}_neighbour`
      await admin.query(`create schema ${neighbour}`)
      await admin.query(
        `create table ${neighbour}.kysely_migration_lock (id text primary key, is_locked integer)`,
      )
      await admin.query(`create table ${neighbour}.kysely_migration (name text primary key, timestamp text)`)
      cleanups.push(async () => {
        await admin.query(`drop schema ${schema} cascade`)
        await admin.query(`drop schema ${neighbour} cascade`)
        await admin.end()
      })
      const url = new URL(pgUrl)
      url.searchParams.set('options', `-c search_path=${schema}`)
      const server = await startServer(BASE_PORT + 1, {
        ...common(SMTP_BASE_PORT + 1),
        DATABASE_URL: url.toString(),
      })
      servers.push(server)
      targets.push({
        name: 'postgres',
        url: server.url,
        dataDir: server.dataDir,
        logFile: server.logFile,
        databaseUrl: url.toString(),
        smtpPort: SMTP_BASE_PORT + 1,
      })
    }
  } catch (error) {
    await teardown()
    throw error
  }

  project.provide('targets', targets)
  return teardown
}
