import 'server-only'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql, SqliteDialect, type Dialect, type Transaction } from 'kysely'
import { Pool } from 'pg'
import { env } from '@/server/env'
import { logDatabaseFault } from './faults'
import type { Database } from './schema'

export type DatabaseKind = 'sqlite' | 'postgres'
export const databaseKind: DatabaseKind = env.DATABASE_URL ? 'postgres' : 'sqlite'
export const sqlitePath = path.resolve(env.DATA_DIR, 'site.db')

function openSqlite() {
  mkdirSync(path.dirname(sqlitePath), { recursive: true })
  const file = new SQLite(sqlitePath)
  file.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the visitor is told it was saved.
  file.pragma('synchronous = FULL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  // A deleted row's bytes are overwritten, not left in a free page: an erased person's data is
  // gone from the file, not only from its tables (server/privacy/erase.ts).
  file.pragma('secure_delete = ON')
  // SQLite's own lower() folds A-Z only, so the admin search ("lower(col) like …") missed
  // "ÖZTÜRK" even when searched exactly; this one folds every script, like PostgreSQL's.
  file.function('lower', { deterministic: true }, (v: unknown) =>
    v === null ? null : String(v).toLowerCase(),
  )
  return file
}

/** How long a request waits for a connection (a new one, or a free one from a busy pool). */
const PG_CONNECT_TIMEOUT_MS = 3_000

function postgresPool(connectionString: string) {
  const pool = new Pool({
    connectionString,
    max: 10,
    // Without it a request waits as long as the operating system tries to connect (minutes,
    // for a server that does not answer); with it, the visitor gets a 503 in seconds.
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // A peer that vanished without closing the connection (a crashed host, a dropped network
    // path) is noticed by TCP keepalive instead of on the next query.
    keepAlive: true,
  })
  // When PostgreSQL restarts, every connection it held ends, idle or not. An idle one is
  // reported by the pool's 'error' event and one in use by its client's: with nobody listening,
  // either is an uncaughtException. The pool drops such a client (an idle one at once, one in use
  // when it is released) and connects anew on the next query, so there is nothing to do here but
  // say so, once rather than once per connection.
  pool.on('error', (error) => logDatabaseFault('connection lost', error))
  pool.on('connect', (client) => client.on('error', (error) => logDatabaseFault('connection lost', error)))
  return pool
}

function dialect(): Dialect {
  if (env.DATABASE_URL) return new PostgresDialect({ pool: postgresPool(env.DATABASE_URL) })
  // Opened on first query, so importing this module (e.g. while Next collects route data at
  // build time) never touches the disk.
  return new SqliteDialect({ database: async () => openSqlite() })
}

// One instance per process, also when several route bundles import this module.
const globalForDb = globalThis as unknown as { __db?: Kysely<Database> }
export const db: Kysely<Database> = (globalForDb.__db ??= new Kysely<Database>({ dialect: dialect() }))

/** What a query runs on: the database, or a transaction a caller began. */
export type Executor = Kysely<Database> | Transaction<Database>

export function now() {
  return new Date().toISOString()
}

/**
 * A transaction that will write, taking the write lock when it begins. On SQLite a transaction
 * that begins with a read and then writes cannot wait for another process's write: it fails at
 * once (SQLITE_BUSY_SNAPSHOT) when one came in between, so a second process on the same file (the
 * purge or an erasure from `npm run privacy`, beside the server) begins IMMEDIATE and waits its
 * turn (busy_timeout) instead. PostgreSQL's own transactions already wait.
 */
export async function writeTransaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (databaseKind === 'postgres') return db.transaction().execute(work)
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection)
    try {
      const result = await work(connection)
      await sql`commit`.execute(connection)
      return result
    } catch (error) {
      await sql`rollback`.execute(connection).catch(() => {})
      throw error
    }
  })
}
