import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const TEST_DIST_DIR = '.next-test'

export type RunningServer = {
  url: string
  dataDir: string
  databaseUrl?: string
  stop: () => Promise<void>
  output: () => string
}

/**
 * Starts the production build (`scripts/start.mjs` on `.next-test`) with its own empty DATA_DIR
 * and the given environment, and waits until it answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-data-'))
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: TEST_DIST_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))

  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server on ${port} exited:\n${output}`)
    try {
      const res = await fetch(`${url}/robots.txt`)
      if (res.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Server on ${port} did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Refuses anything but a database on this machine: tests create and drop schemas. */
export function assertLocalDatabase(url: string) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local database, not ${host}`)
  }
}
