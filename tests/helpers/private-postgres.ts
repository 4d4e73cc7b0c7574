import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Where PostgreSQL's server programs are: on PATH, else Debian's versioned directory. */
export function postgresBinDir(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir
  }
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return null
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a))
  for (const v of versions) {
    const dir = path.join(debian, v, 'bin')
    if (existsSync(path.join(dir, 'initdb'))) return dir
  }
  return null
}

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth). */
  url: string
  /** Stops the server: 'fast' ends sessions cleanly, 'immediate' as if it crashed. */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>
  start: () => Promise<void>
  /** Stops it if running and deletes the cluster. */
  remove: () => Promise<void>
  log: () => string
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory, on 127.0.0.1:`port` with
 * trust authentication: it can be stopped and started without touching anyone else's database.
 * PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found')
  const dir = mkdtempSync(path.join(tmpdir(), 'vantage-pg-'))
  const data = path.join(dir, 'data')
  const logFile = path.join(dir, 'server.log')
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, id('-u'), id('-g'))
  }
  const pg = (program: string, args: string[]) => {
    const file = path.join(bin, program)
    return asRoot
      ? run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: dir })
      : run(file, args, { cwd: dir })
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'])
  }
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pg('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'])
  }
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
    await start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      // Whatever state a failed test left it in: stop it if it runs (an error if it does not).
      await stop('immediate').catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  }
}
