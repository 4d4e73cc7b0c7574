import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacyIntro, privacySections } from '@/content/legal'
import { ANALYTICS_RAW_DAYS, INSIGHTS_SCRIPT_PATH, LIKE_COOKIE } from '@/lib/constants'
import { openTempSqlite } from '@/tests/helpers/temp-sqlite'

const policy = [
  privacyIntro('Example Studio'),
  ...privacySections('privacy@example.com').flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
].join('\n')

/** How the policy names each column a stored page view has. */
const DESCRIBED: Record<string, string> = {
  created_at: 'the time',
  day: 'the time',
  path: 'which page you opened',
  referrer_host: 'the name of the website that linked you here',
  utm_source: 'campaign tags such as utm_source',
  utm_medium: 'campaign tags',
  utm_campaign: 'campaign tags',
  device: 'phone, tablet or desktop sized',
  browser: 'your browser family',
}

describe('the privacy policy says what the analytics keep', () => {
  let temp: Awaited<ReturnType<typeof openTempSqlite>>
  beforeAll(async () => {
    temp = await openTempSqlite()
  })
  afterAll(() => temp.close())

  it('describes every column of a stored page view, and a new column fails here until it does', async () => {
    const columns = await sql<{ name: string }>`pragma table_info(page_views)`.execute(temp.db)
    expect(columns.rows.map((c) => c.name).sort()).toEqual(Object.keys(DESCRIBED).sort())
    for (const words of Object.values(DESCRIBED)) expect(policy).toContain(words)
  })

  it('names the script, what is never stored, how long records stay, the opt-outs and the one cookie', () => {
    for (const words of [
      INSIGHTS_SCRIPT_PATH,
      'sets no cookie, stores nothing on your device',
      'Your IP address and your full browser identification are never stored',
      'deleted when it ends',
      `kept for ${ANALYTICS_RAW_DAYS} days and then only as daily totals`,
      'never linked to your name, email address or message',
      'Global Privacy Control',
      'Do Not Track',
      `a cookie named ${LIKE_COOKIE}`,
    ]) {
      expect(policy).toContain(words)
    }
  })
})
