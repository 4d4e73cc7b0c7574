import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import packageJson from '@/package.json'
import { migrations } from '@/server/db/migrations'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'

/** GET /api/health: what a load balancer and a deployer see. The database being away: outage.integration.test.ts. */
const latest = Object.keys(migrations).at(-1)

describe.each(inject('targets'))('the health endpoint on $name', (target) => {
  it('says all is well: database reachable and migrated, storage writable, the version', async () => {
    const res = await fetch(`${target.url}/api/health`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({
      ok: true,
      version: packageJson.version,
      database: { ok: true, kind: target.name, schema: latest },
      storage: { ok: true, kind: 'disk' },
    })
  })
})

describeOnce('the health endpoint when resumes cannot be stored', () => {
  let server: RunningServer
  afterAll(() => server?.stop())

  it('answers 503 with Retry-After and the error code, and 200 again once fixed', async () => {
    server = await startServer(3247 + TEST_PORT_SHIFT, {})
    const resumes = path.join(server.dataDir, 'resumes')
    rmSync(resumes, { recursive: true, force: true })
    writeFileSync(resumes, 'not a folder')
    const res = await fetch(`${server.url}/api/health`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    const body = await res.json()
    expect(body).toMatchObject({ ok: false, database: { ok: true }, storage: { ok: false } })
    expect(body.storage.error).toMatch(/^E[A-Z]+$/)
    expect(JSON.stringify(body)).not.toContain(server.dataDir)
    rmSync(resumes)
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
  })
})
