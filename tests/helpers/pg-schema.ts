import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { assertLocalDatabase } from './server'

/**
 * A fresh schema in TEST_DATABASE_URL's PostgreSQL for a test that starts its own servers: `url`
 * connects into it (search_path), `drop()` removes it with everything in it.
 */
export async function createTestSchema(prefix: string) {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('TEST_DATABASE_URL is not set')
  assertLocalDatabase(base)
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    },
  }
}
