import { sql, type Kysely } from 'kysely'
import { databaseKind } from '@/server/db'

/**
 * The desk's search is a case-insensitive substring match, `lower(col) like '%term%'`, on each
 * searched column (modules/desk/list/queries.ts). A b-tree cannot serve a pattern with a leading
 * %, so on PostgreSQL every search read the whole table twice (the count, then the page); with
 * 100,000 leads that was ~130 ms per pass. Trigram GIN indexes on exactly those expressions let
 * PostgreSQL find the candidate rows in the index (and recheck them), so the query text and its
 * results stay the same. Terms shorter than three letters still scan, as before.
 *
 * PostgreSQL only, and only when the pg_trgm extension is there or may be created: on a server
 * without it (or without the right to add it) the migration leaves search as it was rather than
 * stop the site from starting. SQLite has no such index; nothing changes there.
 */
const INDEXES = {
  contact_messages: ['name', 'email', 'message'],
  job_applications: ['full_name', 'email', 'job_title'],
  blog_comments: ['comment', 'email'],
} as const

export async function up(db: Kysely<unknown>) {
  if (databaseKind !== 'postgres') return
  const schema = await trigramSchema(db)
  if (!schema) {
    console.warn('pg_trgm is not available: the desk search will scan its tables (slower, same results).')
    return
  }
  for (const [table, columns] of Object.entries(INDEXES)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_search_${column}`)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      )
    }
  }
}

/**
 * The schema holding pg_trgm, creating the extension in `public` when it is missing (not in the
 * connection's own schema: an extension exists once per database, and a schema that is dropped
 * later, such as a test run's, would take it and every other schema's indexes with it). Null when
 * it cannot be had; the savepoint keeps the failed attempt from aborting the migration.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = async () => {
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db)
    return rows[0]?.schema ?? null
  }
  const found = await installed()
  if (found) return found
  await sql`savepoint add_pg_trgm`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db)
    await sql`release savepoint add_pg_trgm`.execute(db)
  } catch {
    // Not allowed or not installed on the server, or another migration added it meanwhile.
    await sql`rollback to savepoint add_pg_trgm`.execute(db)
    await sql`release savepoint add_pg_trgm`.execute(db)
  }
  return installed()
}

export async function down(db: Kysely<unknown>) {
  if (databaseKind !== 'postgres') return
  for (const [table, columns] of Object.entries(INDEXES)) {
    for (const column of columns) {
      await db.schema.dropIndex(`${table}_search_${column}`).ifExists().execute()
    }
  }
}
