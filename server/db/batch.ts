import 'server-only'
import type { Transaction } from 'kysely'
import { db, databaseKind } from '@/server/db'
import type { Database } from '@/server/db/schema'

type Work = (trx: Transaction<Database>) => Promise<void>
type Pending = { work: Work; resolve: () => void; reject: (error: unknown) => void }

const globalForBatch = globalThis as unknown as { __writeBatch?: { queue: Pending[]; scheduled: boolean } }
const state = (globalForBatch.__writeBatch ??= { queue: [], scheduled: false })

/**
 * Runs `work` in a transaction and resolves once it is committed. On SQLite, writes that arrive
 * while a commit is under way are committed together in the next transaction (group commit):
 * one fsync for many submissions, and still nobody is answered before their row is on disk.
 * If a grouped transaction fails, each piece of work is retried alone, so one bad write never
 * takes the others down with it. PostgreSQL runs each in its own transaction.
 */
export function writeInTransaction(work: Work): Promise<void> {
  if (databaseKind === 'postgres') return db.transaction().execute(work)
  return new Promise((resolve, reject) => {
    state.queue.push({ work, resolve, reject })
    if (!state.scheduled) {
      state.scheduled = true
      setImmediate(commitQueued)
    }
  })
}

async function commitQueued() {
  const batch = state.queue
  state.queue = []
  try {
    await db.transaction().execute(async (trx) => {
      for (const item of batch) await item.work(trx)
    })
    for (const item of batch) item.resolve()
  } catch {
    for (const item of batch) {
      try {
        await db.transaction().execute(item.work)
        item.resolve()
      } catch (error) {
        item.reject(error)
      }
    }
  } finally {
    state.scheduled = false
    if (state.queue.length) {
      state.scheduled = true
      setImmediate(commitQueued)
    }
  }
}
