// The lead desk benchmark's direct database work: loading the made-up leads into a server's
// database (SQLite file or PostgreSQL), and counting what the measured requests changed.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { COLUMNS } from './bench-desk-data.mjs'

/** How many of the given enquiries are still unread (null opened_at). */
export async function unreadSqlite(dataDir, ids) {
  const file = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  try {
    const holes = ids.map(() => '?').join(', ')
    return file
      .prepare(`select count(*) n from contact_messages where opened_at is null and id in (${holes})`)
      .get(...ids).n
  } finally {
    file.close()
  }
}

export async function unreadPostgres(url, ids) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select count(*)::int n from contact_messages where opened_at is null and id = any($1)',
      [ids],
    )
    return rows[0].n
  } finally {
    await client.end()
  }
}

/** Inserts `tables` ({ table: rows }) into the SQLite file in dataDir, in one transaction. */
export async function seedSqlite(dataDir, tables) {
  const file = new SQLite(path.join(dataDir, 'site.db'), { fileMustExist: true })
  file.pragma('busy_timeout = 10000')
  file.transaction(() => {
    for (const [table, rows] of Object.entries(tables)) {
      const cols = COLUMNS[table]
      const insert = file.prepare(
        `insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`,
      )
      for (const row of rows) insert.run(row)
    }
  })()
  // What SQLite's automatic checkpoint does after a commit, done now so the measured requests
  // don't pay for folding 100k rows of WAL back into the database file.
  file.pragma('wal_checkpoint(TRUNCATE)')
  file.close()
}

/** Inserts `tables` ({ table: rows }) into the PostgreSQL database at url, in one transaction. */
export async function seedPostgres(url, tables) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    for (const [table, rows] of Object.entries(tables)) {
      const cols = COLUMNS[table]
      for (let i = 0; i < rows.length; i += 1000) {
        const batch = rows.slice(i, i + 1000)
        const values = batch.map(
          (_, j) => `(${cols.map((__, k) => `$${j * cols.length + k + 1}`).join(', ')})`,
        )
        await client.query(
          `insert into ${table} (${cols.join(', ')}) values ${values.join(', ')}`,
          batch.flat(),
        )
      }
    }
    await client.query('commit')
    // What autovacuum does on its own within a minute of 100k inserts (statistics for the
    // planner, visibility map for index-only counts), done now rather than mid-measurement.
    for (const table of Object.keys(tables)) await client.query(`vacuum (analyze) ${table}`)
  } finally {
    await client.end()
  }
}
