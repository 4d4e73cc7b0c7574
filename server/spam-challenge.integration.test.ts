import { describe, expect, inject, it } from 'vitest'
import { fetchChallenge, signedByServer, solved } from '@/tests/integration/challenge'
import { client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'

type Answer = { ok: boolean; message: string; id?: string }

/** An enquiry with the given challenge field (none for undefined); its answer and stored row. */
async function enquire(target: Target, tag: string, altcha?: string) {
  const fields = {
    name: `Client ${tag}`,
    email: `client.${tag}@example.com`,
    message: `We need a booking app for our physiotherapy clinics (${tag}).`,
    ...(altcha === undefined ? {} : { altcha }),
  }
  const res = await client(target).postForm('/api/contact', fields)
  const body = (await res.json()) as Answer
  const row = body.id
    ? await database(target)
        .selectFrom('contact_messages')
        .select(['status', 'spam_score', 'spam_reasons'])
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow()
    : null
  const reasons = JSON.parse(row?.spam_reasons ?? '[]') as Array<{ code: string; detail: string }>
  return { status: res.status, body, row, reasons }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Sent = {
  challenge: { parameters: { data: Record<string, unknown> }; signature?: string }
  solution: { derivedKey: string }
}

/** Base64 JSON of a challenge field, changed by `edit`. */
function tampered(field: string, edit: (sent: Sent) => void) {
  const sent = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Sent
  edit(sent)
  return Buffer.from(JSON.stringify(sent)).toString('base64')
}

describe.each(inject('targets'))('the invisible challenge on $name', (target) => {
  it('a solved challenge counts once: sent again, it counts as none, and neither is refused', async () => {
    const challenge = await fetchChallenge(target, '/api/contact')
    const field = await solved(challenge)
    await wait(3_100) // a person takes longer than the quick-fill signal's 3 s
    const first = await enquire(target, marker(10), field)
    expect(first.status).toBe(201)
    expect(first.row).toMatchObject({ status: 'new', spam_score: 0 })

    const replayed = await enquire(target, marker(10), field)
    expect(replayed.status).toBe(201)
    expect(replayed.row).toMatchObject({ status: 'new', spam_score: 2 })
    expect(replayed.reasons).toEqual([
      { code: 'challenge', weight: 2, detail: 'Its challenge had been used before.' },
    ])
    // The answers are the same: a bot learns nothing from them.
    expect({ ...replayed.body, id: 'x' }).toEqual({ ...first.body, id: 'x' })
  })

  it('forged, wrong, garbled, another form’s and expired challenges count as missing, never an error', async () => {
    const field = await solved(await fetchChallenge(target, '/api/contact', '&resumed=1'))
    const forComments = await solved(await fetchChallenge(target, '/api/comments', '&resumed=1'))
    const expired = await solved(
      await signedByServer(target, '/api/contact', Math.floor(Date.now() / 1000) - 10),
    )
    const cases: Array<[string, string]> = [
      [
        tampered(field, (s) => (s.challenge.parameters.data.issued = 1)),
        'Its challenge was not solved, or was forged.',
      ],
      [
        tampered(field, (s) => (s.solution.derivedKey = '00'.repeat(32))),
        'Its challenge was not solved, or was forged.',
      ],
      [tampered(field, (s) => delete s.challenge.signature), 'Its challenge was not solved, or was forged.'],
      ['%%% not a challenge %%%', 'Its challenge was not solved, or was forged.'],
      ['A'.repeat(10_000), 'Its challenge was not solved, or was forged.'],
      [forComments, 'Its challenge was made for another form.'],
      [expired, 'Its challenge had expired.'],
      ['', 'No solved challenge came with it: a browser without JavaScript, or a script.'],
    ]
    for (const [altcha, detail] of cases) {
      const sent = await enquire(target, marker(10), altcha)
      expect(sent.status, detail).toBe(201)
      expect(sent.row, detail).toMatchObject({ status: 'new', spam_score: 2 })
      expect(sent.reasons, detail).toEqual([{ code: 'challenge', weight: 2, detail }])
    }
    // The untouched one still counts: none of the above spent it.
    const genuine = await enquire(target, marker(10), field)
    expect(genuine.row).toMatchObject({ spam_score: 0 })
  })

  it('a form sent sooner after its first focus than a person types is noted, not refused', async () => {
    // Solving takes the test's own time: on a busy machine it can outlast the 3 s, so a challenge
    // solved too slowly for a quick send is set aside for a new one.
    let field = ''
    for (let attempt = 0; attempt < 5; attempt++) {
      const fetched = Date.now()
      field = await solved(await fetchChallenge(target, '/api/contact'))
      if (Date.now() - fetched < 2_000) break
    }
    const quick = await enquire(target, marker(10), field)
    expect(quick.row).toMatchObject({ status: 'new', spam_score: 2 })
    expect(quick.reasons).toMatchObject([{ code: 'quick', weight: 2 }])
    expect(quick.reasons[0]!.detail).toMatch(
      /^Sent \d\.\d s after the form was first used; people take longer\.$/,
    )
  })

  it('without JavaScript (no challenge) a message is still a lead; the other signals decide', async () => {
    const plain = await enquire(target, marker(10))
    expect(plain.row).toMatchObject({ status: 'new', spam_score: 2 })
    expect(plain.reasons.map((r) => r.code)).toEqual(['challenge'])
  })

  it('a post from a script (no browser headers, no challenge) is held; one from a browser without JavaScript is not', async () => {
    const tag = marker(10)
    const fields = {
      name: `Script ${tag}`,
      email: `script.${tag}@example.com`,
      message: `A quote, please (${tag}).`,
    }
    const post = (headers: Record<string, string>) => {
      const body = new FormData()
      for (const [k, v] of Object.entries(fields)) body.append(k, v)
      return fetch(`${target.url}/api/contact`, {
        method: 'POST',
        body,
        headers: {
          Origin: target.url,
          'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.7`,
          ...headers,
        },
      })
    }
    const script = await post({ Accept: 'application/json' })
    const noJs = await post({
      Accept: 'text/html',
      'Sec-Fetch-Site': 'same-origin',
      'Sec-Fetch-Mode': 'navigate',
    })
    expect([script.status, noJs.status]).toEqual([201, 200])
    const rows = await database(target)
      .selectFrom('contact_messages')
      .select(['status', 'spam_score', 'spam_reasons'])
      .where('email', '=', fields.email)
      .orderBy('spam_score', 'desc')
      .execute()
    expect(rows.map((r) => [r.status, r.spam_score])).toEqual([
      ['spam', 5],
      ['new', 2],
    ])
    expect(JSON.parse(rows[0]!.spam_reasons!).map((r: { code: string }) => r.code)).toEqual([
      'challenge',
      'client',
    ])
  })

  it('issues challenges only for the screened forms, never cached, and limits them per address', async () => {
    const visitor = client(target)
    const unknown = await visitor.send('/api/challenge?form=/api/privacy-requests')
    expect(unknown.status).toBe(400)
    const ok = await visitor.send('/api/challenge?form=/api/applications')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('cache-control')).toBe('no-store')
    const challenge = (await ok.json()) as { parameters: Record<string, unknown>; signature: string }
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { form: '/api/applications' },
    })
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    let status = 200
    for (let i = 0; i < 200 && status === 200; i++)
      status = (await visitor.send('/api/challenge?form=/api/contact')).status
    expect(status).toBe(429)
  })
})
