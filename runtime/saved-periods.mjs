// @ts-check
// The privacy periods saved in the desk (privacy-periods.mjs), read from the database by
// `npm run build` and `npm start` before they build, without Next and without creating anything.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { formatPeriods, parsePeriods, PERIODS_SETTING } from './privacy-periods.mjs'

/**
 * The periods saved in the desk, written as formatPeriods does ('' for the defaults, also when
 * nothing was ever saved or there is no database yet). Reads without creating anything. Throws
 * when the database cannot be read, so that the caller keeps the periods it has rather than
 * publish the defaults by mistake.
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<string>}
 */
export async function readSavedPeriods(env) {
  const value = env.DATABASE_URL ? await readFromPostgres(env.DATABASE_URL) : await readFromSqlite(env)
  return formatPeriods(parsePeriods(value).periods)
}

/** @param {Record<string, string | undefined>} env */
async function readFromSqlite(env) {
  const file = path.resolve(env.DATA_DIR || './data', 'site.db')
  if (!existsSync(file)) return null
  const { default: SQLite } = await import('better-sqlite3')
  const database = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    database.pragma('busy_timeout = 5000')
    const table = database
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'desk_settings'")
      .get()
    if (!table) return null
    const row = /** @type {{ value: string } | undefined} */ (
      database.prepare('select value from desk_settings where key = ?').get(PERIODS_SETTING)
    )
    return row?.value ?? null
  } finally {
    database.close()
  }
}

/** @param {string} connectionString */
async function readFromPostgres(connectionString) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 })
  await client.connect()
  try {
    const table = await client.query("select to_regclass('desk_settings') as name")
    if (!table.rows[0]?.name) return null
    const { rows } = await client.query('select value from desk_settings where key = $1', [PERIODS_SETTING])
    return rows[0]?.value ?? null
  } finally {
    await client.end()
  }
}
