import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeFault, isDatabaseUnavailable, logDatabaseFault } from './faults'

/** What an operation threw (or null): the errors below are real ones, made by pg, Node and SQLite. */
async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work()
    return null
  } catch (error) {
    return error
  }
}

/** A port on this machine that nothing listens on. */
async function closedPort() {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A server that takes connections and then does `onConnection` with them (never speaks PostgreSQL). */
async function fakeServer(onConnection: (socket: net.Socket) => void) {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => {})
    onConnection(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `postgres://postgres@127.0.0.1:${(server.address() as net.AddressInfo).port}/test`,
    close: () => {
      for (const s of sockets) s.destroy()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('isDatabaseUnavailable: PostgreSQL away', () => {
  it('recognises a refused connection, through the pool and through Kysely', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/test`
    const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 2000 })
    const error = await thrown(() => pool.query('select 1'))
    expect((error as { code?: string }).code).toBe('ECONNREFUSED')
    expect(isDatabaseUnavailable(error)).toBe(true)
    await pool.end()

    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url }) }),
    })
    expect(isDatabaseUnavailable(await thrown(() => sql`select 1`.execute(db)))).toBe(true)
    expect(isDatabaseUnavailable(await thrown(() => db.transaction().execute(async () => {})))).toBe(true)
    await db.destroy()
  })

  it('recognises a connection closed under it and the pool giving up on a silent server', async () => {
    const closing = await fakeServer((socket) => socket.destroy())
    const pool = new pg.Pool({ connectionString: closing.url })
    const closed = await thrown(() => pool.query('select 1'))
    expect(String(closed)).toMatch(/Connection terminated/)
    expect(isDatabaseUnavailable(closed)).toBe(true)
    await pool.end()
    await closing.close()

    const silent = await fakeServer(() => {})
    const waiting = new pg.Pool({ connectionString: silent.url, connectionTimeoutMillis: 200 })
    const timedOut = await thrown(() => waiting.query('select 1'))
    expect(String(timedOut)).toMatch(/timeout/)
    expect(isDatabaseUnavailable(timedOut)).toBe(true)
    await waiting.end()
    await silent.close()
  })

  it('recognises the server ending sessions, shutting down, starting up, or out of room', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08P01', '53300', '53100', '25006']) {
      const error = new pg.DatabaseError('server says no', 0, 'error')
      error.code = code
      expect(isDatabaseUnavailable(error), code).toBe(true)
    }
    // What pg-pool says when no connection comes free within connectionTimeoutMillis.
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true)
  })

  it('looks inside AggregateError and cause', async () => {
    const refused = await thrown(() => new pg.Client({ host: '127.0.0.1', port: 1 }).connect())
    expect(isDatabaseUnavailable(new AggregateError([new Error('other'), refused], 'all failed'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('plain') }))).toBe(false)
  })

  it('does not take a bug or bad data for an outage', async () => {
    for (const code of ['42601', '23505', '23503', '42P01', '22P02', '40001']) {
      const error = new pg.DatabaseError('bad statement', 0, 'error')
      error.code = code
      expect(isDatabaseUnavailable(error), code).toBe(false)
    }
    const missingFile = await thrown(() => readFile(path.join(tmpdir(), 'no-such-file-here')))
    expect((missingFile as { code?: string }).code).toBe('ENOENT')
    expect(isDatabaseUnavailable(missingFile)).toBe(false)
    for (const value of [
      new Error('boom'),
      new TypeError('x is undefined'),
      null,
      undefined,
      'ECONNREFUSED',
      42,
    ]) {
      expect(isDatabaseUnavailable(value)).toBe(false)
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('isDatabaseUnavailable: a real PostgreSQL', () => {
  it('recognises its own session being terminated (57P01), and not a syntax error', async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    client.on('error', () => {})
    await client.connect()
    const syntax = await thrown(() => client.query('selec 1'))
    expect((syntax as { code?: string }).code).toBe('42601')
    expect(isDatabaseUnavailable(syntax)).toBe(false)
    const terminated = await thrown(() => client.query('select pg_terminate_backend(pg_backend_pid())'))
    expect((terminated as { code?: string }).code).toBe('57P01')
    expect(isDatabaseUnavailable(terminated)).toBe(true)
    const after = await thrown(() => client.query('select 1'))
    expect(isDatabaseUnavailable(after)).toBe(true)
    await client.end().catch(() => {})
  })
})

describe('isDatabaseUnavailable: SQLite', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'faults-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('recognises a locked or read-only database, and not a broken constraint', () => {
    const file = path.join(dir, 'site.db')
    const writer = new SQLite(file)
    writer.exec('create table t (id text primary key)')
    const other = new SQLite(file)
    other.pragma('busy_timeout = 0')
    writer.exec('begin immediate')
    const busy = (() => {
      try {
        other.exec("insert into t values ('b')")
      } catch (error) {
        return error
      }
    })()
    writer.exec('commit')
    expect((busy as { code?: string }).code).toBe('SQLITE_BUSY')
    expect(isDatabaseUnavailable(busy)).toBe(true)

    const readonly = new SQLite(file, { readonly: true })
    let error: unknown
    try {
      readonly.exec("insert into t values ('r')")
    } catch (e) {
      error = e
    }
    expect((error as { code?: string }).code).toMatch(/^SQLITE_READONLY/)
    expect(isDatabaseUnavailable(error)).toBe(true)

    writer.exec("insert into t values ('a')")
    try {
      writer.exec("insert into t values ('a')")
    } catch (e) {
      error = e
    }
    expect((error as { code?: string }).code).toBe('SQLITE_CONSTRAINT_PRIMARYKEY')
    expect(isDatabaseUnavailable(error)).toBe(false)
    for (const db of [writer, other, readonly]) db.close()
  })
})

describe('logDatabaseFault', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says a fault once every few seconds, with how many were left out, and no query data', () => {
    const lines: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line))
    const error = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error')
    error.code = '57P01'
    const at = 1_000_000
    logDatabaseFault('test fault', error, at)
    logDatabaseFault('test fault', error, at + 100)
    logDatabaseFault('test fault', error, at + 4_000)
    logDatabaseFault('other fault', error, at + 4_000)
    logDatabaseFault('test fault', error, at + 5_000)
    expect(lines).toEqual([
      'Database unavailable: test fault: 57P01 terminating connection due to administrator command',
      'Database unavailable: other fault: 57P01 terminating connection due to administrator command',
      'Database unavailable: test fault: 57P01 terminating connection due to administrator command (2 more since the last line)',
    ])
    expect(describeFault(new Error('Connection terminated unexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    )
  })
})
