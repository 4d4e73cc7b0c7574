// Builds once when no production build exists (or always with --build), then serves it on PORT/HOST.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const next = path.join('node_modules', 'next', 'dist', 'bin', 'next')

if (process.argv.includes('--build') || !existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`Building into ${distDir}…`)
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT || '3000'
const host = process.env.HOST || '0.0.0.0'
const server = spawn(process.execPath, [next, 'start', '-p', port, '-H', host], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
