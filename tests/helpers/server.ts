import { spawn, type ChildProcess } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEPLOYED_BUILD_ENV, TEST_BUILD_ENV } from '../build-env.mjs'
import { staleReason } from '../../runtime/build.mjs'

export type RunningServer = {
  url: string
  dataDir: string
  /** Everything the server printed, as it prints it (inside dataDir, removed with it). */
  logFile: string
  databaseUrl?: string
  stop: () => Promise<void>
  output: () => string
  /** Sends the process a signal (a shutdown test); `exited` resolves with its exit code. */
  kill: (signal: NodeJS.Signals) => void
  exited: Promise<number | null>
}

/**
 * Starts the production build (`runtime/start.mjs` on `.next-test`, or with `deployed` on
 * `.next-test-deployed`: see tests/build-env.mjs) with its own empty DATA_DIR and the given
 * environment, and waits until it answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { deployed = false } = {},
): Promise<RunningServer> {
  const build = deployed ? DEPLOYED_BUILD_ENV : TEST_BUILD_ENV
  // start.mjs would build a stale build again; several servers at once must not, so say it here.
  const stale = staleReason(build.NEXT_DIST_DIR, { ...process.env, ...build })
  if (stale) throw new Error(`The test build cannot be served (${stale}): run npm run build:test first.`)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-data-'))
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const logFile = path.join(dataDir, 'server.log')
  const record = (d: Buffer) => {
    output += d
    appendFileSync(logFile, d)
  }
  const child: ChildProcess = spawn(process.execPath, ['runtime/start.mjs', '--no-build'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The settings the test build was made with, so start serves it instead of building anew.
      ...build,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', record)
  child.stderr?.on('data', record)
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))

  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server on ${port} exited:\n${readable(output)}`)
    try {
      // A server that accepts and never answers (its start-up failed half-way) must not hold
      // this loop past the deadline, where it is killed.
      const res = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(5000) })
      if (res.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Server on ${port} did not start:\n${readable(output)}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    dataDir,
    logFile,
    databaseUrl: env.DATABASE_URL,
    output: () => output,
    kill: (signal) => child.kill(signal),
    exited,
    async stop() {
      child.kill('SIGTERM')
      // A graceful shutdown lets requests in flight finish and sends queued e-mail first.
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The server's JSON log lines (runtime/log.mjs) as the text they say, for an error message. */
export function readable(output: string) {
  return output
    .split('\n')
    .map((line) => {
      try {
        const { msg, detail } = JSON.parse(line) as { msg?: string; detail?: string }
        return [msg, detail].filter(Boolean).join(' ')
      } catch {
        return line
      }
    })
    .join('\n')
}

/** Refuses anything but a database on this machine: tests create and drop schemas. */
export function assertLocalDatabase(url: string) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local database, not ${host}`)
  }
}
