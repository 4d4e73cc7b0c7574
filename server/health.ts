import 'server-only'
import { sql } from 'kysely'
import packageJson from '@/package.json'
import { databaseKind, db } from '@/server/db'
import { schemaVersion } from '@/server/db/migrate'
import { checkStorageWritable } from '@/server/storage'

/** Longer than this and a check counts as failed: a balancer must not wait on us. */
export const HEALTH_TIMEOUT_MS = 2000

function within<T>(ms: number, work: Promise<T>) {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error(), { code: 'TIMEOUT' })), ms).unref(),
    ),
  ])
}

/** An error as the public may see it: its code (ECONNREFUSED, 57P03, NoSuchBucket), no message. */
function codeOf(error: unknown) {
  const { code, name } = Object(error) as { code?: unknown; name?: unknown }
  return String(typeof code === 'string' || typeof code === 'number' ? code : (name ?? 'Error'))
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  try {
    const value = await within(HEALTH_TIMEOUT_MS, work())
    return { ok: true as const, ms: Math.round(performance.now() - started), value }
  } catch (error) {
    return { ok: false as const, ms: Math.round(performance.now() - started), error: codeOf(error) }
  }
}

/**
 * Whether this process can do its job now: the database answers (and is migrated to the schema
 * this version expects), and resumes can be written where they are kept (a probe written and
 * removed). With the version, so a deployer can see every process runs the same one.
 */
export async function checkHealth() {
  const [database, storage] = await Promise.all([
    timed(async () => {
      await sql`select 1`.execute(db)
      return schemaVersion()
    }),
    timed(async () => {
      const check = await checkStorageWritable()
      if (!check.ok) throw Object.assign(new Error(check.error), { code: check.error })
      return check.kind
    }),
  ])
  const schema = database.ok ? database.value : null
  const migrated = schema !== null && schema.pending.length === 0
  return {
    ok: database.ok && storage.ok && migrated,
    version: packageJson.version,
    database: database.ok
      ? { ok: migrated, kind: databaseKind, ms: database.ms, schema: schema?.current ?? null }
      : { ok: false, kind: databaseKind, ms: database.ms, error: database.error },
    storage: storage.ok
      ? { ok: true, kind: storage.value, ms: storage.ms }
      : { ok: false, ms: storage.ms, error: storage.error },
  }
}
