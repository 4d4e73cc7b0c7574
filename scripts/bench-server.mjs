// Shared by the benchmarks: build the production app into .next-bench and serve it through
// runtime/start.mjs with a throwaway DATA_DIR, on loopback only.
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'

export const BENCH_DIST = '.next-bench'

/** The value of `--name=value` on the command line, or `fallback`. */
export const option = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback

export async function buildAndStart({ port, env = {}, build = true }) {
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-bench-'))
  const fullEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: BENCH_DIST,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: dataDir,
    ...env,
  }
  if (build) {
    console.log('Building…')
    // The documented build command, so the figures are those of the site `npm start` serves.
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'ignore', env: fullEnv })
    if (result.status !== 0) throw new Error('build failed')
  }
  // The server's output goes to a file in its DATA_DIR, shown when it does not come up.
  const logFile = path.join(dataDir, 'server.log')
  const log = openSync(logFile, 'a')
  const server = spawn(process.execPath, ['runtime/start.mjs'], { stdio: ['ignore', log, log], env: fullEnv })
  closeSync(log)
  const exited = new Promise((r) => server.once('exit', r))
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break
    } catch {}
    if (i > 120 || server.exitCode !== null) {
      const output = readFileSync(logFile, 'utf8').slice(-2000)
      await stop()
      throw new Error(`server did not start:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { base, dataDir, logFile, stop, pid: server.pid }
}

/** Signs `admin` in on `base` and returns the session cookies as one Cookie header. */
export async function signIn(base, admin) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(admin),
  })
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((s) => s.split(';')[0])
    .join('; ')
}

/** The value at fraction `p` of an ascending list (nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]

/**
 * What a benchmark must undo (servers, databases, folders), last first: by `cleanUp()` at its end,
 * and on Ctrl-C or SIGTERM.
 */
export function cleanUpQueue() {
  const cleanups = []
  const cleanUp = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error(e))
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`)
      cleanUp().finally(() => process.exit(130))
    })
  }
  return { cleanups, cleanUp }
}

/**
 * `warmup + count` sequential GETs of `urlOf(i)` with the session `cookie`, timing fetch + the
 * whole body. Each answer must be 200 and pass `check(body, i)` (a problem, or null), so an error,
 * the sign-in screen or another view is never timed. Returns the percentiles of the timed ones,
 * or the first problem with its URL and body.
 */
export async function timeRequests({ urlOf, cookie, count, warmup, check }) {
  const times = []
  for (let i = 0; i < warmup + count; i++) {
    const url = urlOf(i)
    const t0 = performance.now()
    const res = await fetch(url, { redirect: 'manual', headers: { Cookie: cookie, Accept: 'text/html' } })
    const body = await res.text()
    const ms = performance.now() - t0
    const problem = res.status !== 200 ? `status ${res.status}` : check(body, i)
    if (problem) return { problem, url, body }
    if (i >= warmup) times.push(ms)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) }
}

/** Loads `url` over `connections` for `seconds` with this Accept-Encoding (autocannon's result). */
export function loadTest(url, encoding, { seconds = 10, connections = 16 } = {}) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': encoding } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  )
}
