import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { adminClient } from '@/tests/integration/client'
import { onceOnly } from '@/tests/integration/targets'

/**
 * Two processes on one database with REDIS_URL: a publish on one is served by the other as a
 * page made again within seconds, though with Redis a process looks in the database only every
 * 30 s, so the message is what brought it (bench:content measures how fast). A Redis that cannot be reached stops nothing:
 * the site starts, and polls the database every second instead.
 */
const [PORT_A, PORT_B, PORT_ALONE] = [3311, 3312, 3313].map((p) => p + TEST_PORT_SHIFT) as [
  number,
  number,
  number,
]
const ADMIN = { email: 'editor@signal.example', password: 'correct-horse-battery-staple' }
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SLUG = 'heard-through-redis'

const isMade = (res: Response) => res.headers.get('cache-control') === 'public, max-age=0, must-revalidate'

/** Milliseconds until `url` serves a made page containing `text` (at most 10 s). */
async function untilMade(url: string, text: string) {
  const start = Date.now()
  while (Date.now() - start < 10_000) {
    const res = await fetch(url, { redirect: 'manual' })
    if (isMade(res) && (await res.text()).includes(text)) return Date.now() - start
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${url} did not serve "${text}" as a made page within 10 s`)
}

describe.each(onceOnly(['sqlite']))('content pages announced through Redis (%s)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vantage-signal-'))
  const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir, REDIS_URL }
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    // One after the other: the first migrates and seeds the shared database.
    a = await startServer(PORT_A, env)
    b = await startServer(PORT_B, env)
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves a publish made on one process from the other within seconds, not at its next look', async () => {
    const admin = await adminClient(
      { name: 'sqlite', url: a.url, dataDir, logFile: a.logFile, smtpPort: 0 },
      ADMIN,
    )
    const answer = await callAction(
      admin.send,
      'saveArticleAction',
      {
        id: '',
        revision: '0',
        intent: 'publish',
        title: 'Heard Through Redis',
        slug: SLUG,
        summary: 'A change made on one process and served by the other one at once.',
        body: '## Said once\n\nEvery process hears of it.\n',
        category: 'Best Practices',
        tags: 'Performance',
        author: 'Priya Nair, E-commerce Lead',
        cover_alt: '',
        publish_at: '',
      },
      {},
      '/admin-dashboard/content/articles/new',
    )
    expect(answer.status).toBe('ok')
    // The process that published makes the page; the other serves it once told.
    await untilMade(`${a.url}/blog/${SLUG}`, 'Heard Through Redis')
    expect(await untilMade(`${b.url}/blog/${SLUG}`, 'Heard Through Redis')).toBeLessThan(10_000)
  })

  it('starts without a Redis that answers, and says so in its log', async () => {
    const alone = await startServer(PORT_ALONE, {
      ADMIN_EMAIL: ADMIN.email,
      REDIS_URL: 'redis://127.0.0.1:1',
    })
    try {
      expect((await fetch(`${alone.url}/blog`)).status).toBe(200)
      await expect
        .poll(() => alone.output(), { timeout: 5_000 })
        .toMatch(/Content: Redis \(\w+\) unavailable/)
      expect(alone.output()).not.toContain('redis://')
    } finally {
      await alone.stop()
    }
  }, 120_000)
})
