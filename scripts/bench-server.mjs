// Shared by the benchmarks: build the production app into .next-bench and serve it through
// scripts/start.mjs with a throwaway DATA_DIR, on loopback only.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const BENCH_DIST = '.next-bench'

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
    // The README's own build command, so the figures are those of the site `npm start` serves.
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'ignore', env: fullEnv })
    if (result.status !== 0) throw new Error('build failed')
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'ignore', env: fullEnv })
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break
    } catch {}
    if (i > 120) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
  return {
    base,
    dataDir,
    async stop() {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
