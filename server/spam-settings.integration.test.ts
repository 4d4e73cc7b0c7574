import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'

/** An enquiry through the public form (as a script sends it); its stored status and reasons. */
async function enquire(target: Target, email: string, message: string) {
  const res = await client(target).postForm('/api/contact', { name: 'Sender', email, message })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const row = await database(target)
    .selectFrom('contact_messages')
    .select(['status', 'spam_reasons'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    id,
    status: row.status,
    codes: (JSON.parse(row.spam_reasons ?? '[]') as { code: string }[]).map((r) => r.code),
  }
}

const trailOf = (target: Target, requestId: string | null) =>
  database(target)
    .selectFrom('audit_events')
    .select(['actor', 'action', 'target', 'detail'])
    .where('request_id', '=', requestId)
    .execute()

const savedSettings = async (target: Target) =>
  (
    await database(target)
      .selectFrom('desk_settings')
      .select('value')
      .where('key', '=', 'spam')
      .executeTakeFirst()
  )?.value

const settingsForm = (phrases: string[], changes: Record<string, string | string[]> = {}) => ({
  threshold: '5',
  phrases: phrases.join('\n'),
  scripts: ['Latin', 'Devanagari'],
  ...changes,
})

describe.each(inject('targets'))('spam settings and blocked senders in the desk on $name', (target) => {
  it('refuses settings out of bounds and saves nothing; a saved phrase scores the next message; audited', async () => {
    const admin = await adminClient(target)
    const before = await savedSettings(target)
    const refused = await callAction(admin.send, 'saveSpamSettingsAction', {
      ...settingsForm(['seo services'], { threshold: '2', scripts: [] }),
    })
    expect(refused.status).toBe('error')
    expect(refused.body).toContain('From 3: below it, one small sign alone would be spam.')
    expect(refused.body).toContain('Choose at least one script your clients write in.')
    const unknown = await callAction(
      admin.send,
      'saveSpamSettingsAction',
      settingsForm([], { scripts: 'Klingon' }),
    )
    expect(unknown.body).toContain('Choose among the scripts listed.')
    expect(await savedSettings(target)).toBe(before)

    const tag = marker(10).toLowerCase()
    const phrase = `zq cheap ${tag}`
    const phrases = await phrasesShown(admin)
    expect(phrases).toContain('dear webmaster')
    const saved = await callAction(
      admin.send,
      'saveSpamSettingsAction',
      settingsForm([...phrases, `  ZQ  Cheap ${tag} `]),
    )
    try {
      expect(saved).toMatchObject({
        status: 'ok',
        message: 'Spam settings saved: the next message is scored with them.',
      })
      expect(await trailOf(target, saved.requestId)).toEqual([
        {
          actor: ADMIN.email,
          action: 'setting_changed',
          target: 'spam_settings',
          detail: JSON.stringify({ phrases: `+“${phrase}”` }),
        },
      ])
      const scored = await enquire(target, `p.${tag}@example.com`, `Please quote for ${phrase} software.`)
      expect(scored.codes).toContain('phrases')
    } finally {
      await callAction(admin.send, 'saveSpamSettingsAction', settingsForm(phrases))
    }
    const same = await callAction(admin.send, 'saveSpamSettingsAction', settingsForm(phrases))
    expect(same.message).toBe('Nothing changed.')
  })

  it('a blocked address or domain is spam from then on, with the same answer; unblocked, it is not', async () => {
    const tag = marker(10).toLowerCase()
    const admin = await adminClient(target)
    const bad = await callAction(admin.send, 'blockSenderAction', { sender: 'not a sender' })
    expect(bad.body).toContain('Enter an address (name@example.com) or a domain (example.com).')

    const address = `bulk.${tag}@example.com`
    const blocked = await callAction(admin.send, 'blockSenderAction', {
      sender: ` ${address.toUpperCase()} `,
    })
    expect(blocked.message).toBe(`${address} is blocked: what it sends from now on is spam.`)
    // The trail says a sender was blocked, never who.
    expect(await trailOf(target, blocked.requestId)).toEqual([
      {
        actor: ADMIN.email,
        action: 'sender_blocked',
        target: 'spam_senders',
        detail: JSON.stringify({ by: 'address', count: 1 }),
      },
    ])
    expect(await enquire(target, address, 'We would like a quote for a new website.')).toMatchObject({
      status: 'spam',
      codes: ['challenge', 'blocked'],
    })
    const domain = `${tag}.example`
    await callAction(admin.send, 'blockSenderAction', { sender: domain })
    expect((await enquire(target, `anyone@${domain}`, 'Hello, a quote please.')).status).toBe('spam')
    expect((await enquire(target, `anyone@other-${domain}`, 'Hello, a quote please.')).status).toBe('new')

    const page = await (await admin.send('/admin-dashboard/spam')).text()
    expect(page).toContain(address)
    expect(page).toContain(domain)

    const unblocked = await callAction(admin.send, 'unblockSenderAction', { sender: address })
    expect(unblocked.message).toBe(`${address} is no longer blocked.`)
    expect((await enquire(target, address, 'We would like a quote for a new website.')).status).toBe('new')
    const again = await callAction(admin.send, 'unblockSenderAction', { sender: address })
    expect(again).toMatchObject({ status: 'error', message: `${address} is not blocked.` })
  })

  it('"Spam, and block" on a record and in bulk moves the leads and blocks their senders', async () => {
    const tag = marker(10).toLowerCase()
    const admin = await adminClient(target)
    const one = await enquire(target, `one.${tag}@example.com`, 'Interested in an app.')
    const marked = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: one.id,
      status: 'spam',
      block: 'address',
    })
    expect(marked.message).toBe('Status updated successfully. 1 sender blocked.')
    expect((await enquire(target, `one.${tag}@example.com`, 'Me again.')).status).toBe('spam')

    const domain = `${tag}.example`
    const a = await enquire(target, `a@${domain}`, 'First of a run.')
    const b = await enquire(target, `b@${domain}`, 'Second of a run.')
    const bulk = await callAction(admin.send, 'bulkUpdateAction', {
      tab: 'messages',
      op: 'status',
      status: 'spam:domain',
      ids: [a.id, b.id],
    })
    expect(bulk.message).toBe('2 contact messages set to Spam. 1 sender blocked.')
    const rows = await database(target)
      .selectFrom('contact_messages')
      .select('status')
      .where('id', 'in', [a.id, b.id])
      .execute()
    expect(rows.map((r) => r.status)).toEqual(['spam', 'spam'])
    expect((await enquire(target, `c@${domain}`, 'Third of a run.')).status).toBe('spam')
    const trail = await trailOf(target, bulk.requestId)
    expect(trail.map((e) => [e.action, e.detail])).toContainEqual([
      'sender_blocked',
      JSON.stringify({ by: 'domain', count: 1, domains: domain }),
    ])
  })
})

/** The phrases in force, as the desk's Spam page shows them in its form. */
async function phrasesShown(admin: { send: (path: string) => Promise<Response> }) {
  const page = await (await admin.send('/admin-dashboard/spam')).text()
  const area = /<textarea[^>]*name="phrases"[^>]*>([^<]*)<\/textarea>/.exec(page)?.[1] ?? ''
  const text = area
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return text.split('\n').filter(Boolean)
}
