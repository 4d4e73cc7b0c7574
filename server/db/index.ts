import 'server-only'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely'
import { Pool } from 'pg'
import { env } from '@/server/env'
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
  // SQLite's own lower() folds A-Z only, so the admin search ("lower(col) like …") missed
  // "ÖZTÜRK" even when searched exactly; this one folds every script, like PostgreSQL's.
  file.function('lower', { deterministic: true }, (v: unknown) =>
    v === null ? null : String(v).toLowerCase(),
  )
  return file
}

function dialect(): Dialect {
  if (env.DATABASE_URL) {
    return new PostgresDialect({ pool: new Pool({ connectionString: env.DATABASE_URL, max: 10 }) })
  }
  // Opened on first query, so importing this module (e.g. while Next collects route data at
  // build time) never touches the disk.
  return new SqliteDialect({ database: async () => openSqlite() })
}

// One instance per process, also when several route bundles import this module.
const globalForDb = globalThis as unknown as { __db?: Kysely<Database> }
export const db: Kysely<Database> = (globalForDb.__db ??= new Kysely<Database>({ dialect: dialect() }))

export function now() {
  return new Date().toISOString()
}
