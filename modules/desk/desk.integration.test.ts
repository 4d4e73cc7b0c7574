import { existsSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { NOTE_MAX_CHARS } from '@/lib/constants'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker, submitApplication } from '@/tests/integration/uploads'

type Admin = Awaited<ReturnType<typeof adminClient>>

const page = async (admin: Admin, address: string) => {
  const res = await admin.send(`/admin-dashboard${address}`, { headers: { Accept: 'text/html' } })
  expect(res.status).toBe(200)
  return res.text()
}

/** Sends an enquiry through the public form, from our services page (or `referer`); returns its id. */
async function enquire(
  target: Target,
  email: string,
  name = 'Asha Verma',
  referer = `${target.url}/services?utm_source=newsletter`,
) {
  const res = await client(target).postForm(
    '/api/contact',
    { name, email, phone: '', company: 'Verma Foods', website: '', message: 'We need a new ordering site.' },
    { Referer: referer },
  )
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** What administrators did on a record (the automatic acknowledgement left out). */
const events = (target: Target, id: string) =>
  database(target)
    .selectFrom('lead_events')
    .select(['kind', 'detail', 'actor'])
    .where('record_id', '=', id)
    .where('actor', 'is not', null)
    .orderBy('created_at')
    .execute()

const unreadInTitle = (html: string) => Number(/<title>\((\d+)\) Admin dashboard/.exec(html)?.[1] ?? 0)
/** The enquiries' and applications' unread counts on their tiles, added up. */
const unreadInTiles = (html: string) =>
  [...html.matchAll(/>(\d+) unread</g)].reduce((sum, m) => sum + Number(m[1]), 0)

describe.each(inject('targets'))('lead desk on $name', (target) => {
  let admin: Admin
  beforeAll(async () => {
    admin = await adminClient(target)
  })

  it('keeps an enquiry unread until it is opened, and says who opened it, once', async () => {
    const id = await enquire(target, `asha.${marker(6)}@example.com`)
    const before = await page(admin, '?tab=messages')
    expect(before).toMatch(new RegExp(`data-row="${id}" data-unread="true"`))
    const unread = unreadInTitle(before)
    expect(unread).toBeGreaterThan(0)

    const opened = await page(admin, `/messages/${id}`)
    expect(opened).toContain('We need a new ordering site.')
    // The title and the tiles count alike, from one count made after the opening (other tests add
    // and open leads on this server meanwhile, so the count is compared within the page).
    expect(unreadInTitle(opened)).toBe(unreadInTiles(opened))
    await page(admin, `/messages/${id}`)
    expect(await events(target, id)).toEqual([{ kind: 'opened', detail: null, actor: ADMIN.email }])
    const row = await database(target)
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row!.opened_at).not.toBeNull()
    expect(await page(admin, '?tab=messages')).not.toMatch(new RegExp(`data-row="${id}" data-unread`))
  })

  it('records the page an enquiry was sent from and shows it on the record', async () => {
    const id = await enquire(target, `src.${marker(6)}@example.com`)
    const row = await database(target)
      .selectFrom('contact_messages')
      .select('source_path')
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row!.source_path).toBe('/services?utm_source=newsletter')
    expect(await page(admin, `/messages/${id}`)).toContain('/services?utm_source=newsletter')
  })

  it('keeps no "sent from" page that would lead the desk to another site', async () => {
    for (const path of ['//evil.example/phish', '/\\evil.example/phish']) {
      const id = await enquire(target, `plant.${marker(6)}@example.com`, 'Asha Verma', `${target.url}${path}`)
      const row = await database(target)
        .selectFrom('contact_messages')
        .select('source_path')
        .where('id', '=', id)
        .executeTakeFirst()
      expect(row!.source_path, path).toBeNull()
      const html = await page(admin, `/messages/${id}`)
      expect(html).not.toContain('evil.example')
    }
    // One stored before the check gets no link either.
    const id = await enquire(target, `old.${marker(6)}@example.com`)
    await database(target)
      .updateTable('contact_messages')
      .set({ source_path: '//evil.example/phish' })
      .where('id', '=', id)
      .execute()
    const html = await page(admin, `/messages/${id}`)
    expect(html).not.toMatch(/href="[^"]*evil\.example/)
  })

  it('shows how long an unanswered enquiry has waited, until it is marked replied', async () => {
    const id = await enquire(target, `wait.${marker(6)}@example.com`)
    const q = `?tab=messages&q=${encodeURIComponent('wait.')}`
    expect(await page(admin, q)).toMatch(/Waiting \d+ min/)
    const answer = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: id,
      status: 'replied',
    })
    expect(answer.status).toBe('ok')
    const row = await database(target)
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    expect(row!.first_reply_at).not.toBeNull()
    expect(row!.first_reply_seconds).toBeGreaterThanOrEqual(0)
    expect(await page(admin, `/messages/${id}`)).not.toMatch(/Waiting \d/)
    expect((await events(target, id)).map((e) => [e.kind, e.detail])).toContainEqual([
      'status',
      'new → replied',
    ])
    // The reply-time figures now count it.
    expect(await page(admin, '?tab=messages')).toMatch(/Answered<\/dt><dd[^>]*>[1-9]\d* of \d+/)
  })

  describe('notes', () => {
    it('saves a private note with its line breaks on the record’s timeline', async () => {
      const id = await enquire(target, `note.${marker(6)}@example.com`)
      const note = 'Called back.\r\nWants a quote by Friday.'
      const answer = await callAction(admin.send, 'saveNoteAction', { tab: 'messages', id, note })
      expect(answer).toMatchObject({ status: 'ok', message: 'Note saved.' })
      expect(await events(target, id)).toContainEqual({
        kind: 'note',
        detail: 'Called back.\nWants a quote by Friday.',
        actor: ADMIN.email,
      })
      expect(await page(admin, `/messages/${id}`)).toContain('Wants a quote by Friday.')
    })

    it.each([
      ['an empty note', '   ', 'Write a note first.'],
      [
        'a note over the limit',
        'x'.repeat(NOTE_MAX_CHARS + 1),
        `Keep a note under ${NOTE_MAX_CHARS.toLocaleString('en-IN')} characters.`,
      ],
      ['control characters', 'bell \u0007 here', 'Remove the control characters.'],
    ])('refuses %s, keeps what was typed and saves nothing', async (_what, note, message) => {
      const id = await enquire(target, `badnote.${marker(6)}@example.com`)
      const answer = await callAction(admin.send, 'saveNoteAction', { tab: 'messages', id, note })
      expect(answer).toMatchObject({ status: 'error', message })
      expect(answer.body).toContain(JSON.stringify(note).slice(1, 40))
      expect(await events(target, id)).toEqual([])
    })

    it('puts notes on comments too, and refuses one for a record that is gone', async () => {
      const res = await client(target).postForm('/api/comments', {
        blog_id: 'woocommerce-vs-shopify',
        email: `reader.${marker(6)}@example.com`,
        comment: 'Clear comparison.',
        website: '',
      })
      const { id } = (await res.json()) as { id: string }
      expect(
        (await callAction(admin.send, 'saveNoteAction', { tab: 'comments', id, note: 'Legit reader.' }))
          .status,
      ).toBe('ok')
      expect(
        await callAction(admin.send, 'saveNoteAction', {
          tab: 'comments',
          id: crypto.randomUUID(),
          note: 'x',
        }),
      ).toMatchObject({
        status: 'error',
        message: 'That item no longer exists.',
      })
    })
  })

  it('links the same person’s other enquiries and applications', async () => {
    const email = `same.${marker(6)}@example.com`
    const first = await enquire(target, email)
    const second = await enquire(target, email)
    const application = await submitApplication(target, email)
    const html = await page(admin, `/applications/${application}`)
    expect(html).toMatch(/also: <\/span>2 earlier enquiries/)
    for (const id of [first, second]) expect(html).toContain(`/admin-dashboard/messages/${id}`)
    expect(await page(admin, `/messages/${second}`)).toMatch(
      /1 enquiry, 1 application|1 earlier enquiry, 1 application/,
    )
  })

  describe('bulk', () => {
    it('sets a status on every row matching the search, after naming the count, and leaves the rest', async () => {
      const tag = `bulk${marker(8)}`
      const ids = await Promise.all(
        Array.from({ length: 12 }, (_, i) => enquire(target, `${tag}.${i}@example.com`)),
      )
      const other = await enquire(target, `other.${marker(6)}@example.com`)
      const answer = await callAction(admin.send, 'bulkUpdateAction', {
        tab: 'messages',
        op: 'status',
        status: 'archived',
        all: '1',
        q: tag,
        filter: '',
      })
      expect(answer).toMatchObject({ status: 'ok', message: '12 contact messages set to Archived.' })
      const rows = await database(target)
        .selectFrom('contact_messages')
        .select(['id', 'status'])
        .where('id', 'in', [...ids, other])
        .execute()
      for (const r of rows) expect(r.status).toBe(r.id === other ? 'new' : 'archived')
      for (const id of ids)
        expect((await events(target, id)).map((e) => e.detail)).toEqual(['new → archived'])
    })

    it('deletes the selected applications with their resume files', async () => {
      const ids = await Promise.all(
        [0, 1].map((i) => submitApplication(target, `bulkdel${i}.${marker(6)}@example.com`)),
      )
      const keys = await database(target)
        .selectFrom('job_applications')
        .select('resume_url')
        .where('id', 'in', ids)
        .execute()
      const answer = await callAction(admin.send, 'bulkUpdateAction', {
        tab: 'applications',
        op: 'delete',
        ids,
      })
      expect(answer).toMatchObject({ status: 'ok', message: '2 job applications deleted.' })
      expect(
        await database(target).selectFrom('job_applications').select('id').where('id', 'in', ids).execute(),
      ).toEqual([])
      for (const { resume_url } of keys) expect(existsSync(path.join(target.dataDir, resume_url))).toBe(false)
    })

    it('refuses an empty selection and a status of another tab', async () => {
      expect(
        await callAction(admin.send, 'bulkUpdateAction', {
          tab: 'messages',
          op: 'status',
          status: 'archived',
        }),
      ).toMatchObject({
        status: 'error',
        message: 'Select at least one item.',
      })
      const id = await enquire(target, `bulkbad.${marker(6)}@example.com`)
      expect(
        await callAction(admin.send, 'bulkUpdateAction', {
          tab: 'messages',
          op: 'status',
          status: 'approved',
          ids: id,
        }),
      ).toMatchObject({ status: 'error', message: 'Choose the status to set.' })
      expect(
        (await database(target)
          .selectFrom('contact_messages')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst())!.status,
      ).toBe('new')
    })
  })

  it('puts each resume opening on the application’s timeline', async () => {
    const id = await submitApplication(target, `resume.${marker(6)}@example.com`)
    const res = await admin.send(`/api/admin/applications/${id}/resume`)
    expect(res.status).toBe(200)
    // A browser without JavaScript following the desk's link is sent to the signed file.
    const html = await admin.send(`/api/admin/applications/${id}/resume`, {
      headers: { Accept: 'text/html' },
    })
    expect(html.status).toBe(303)
    expect(html.headers.get('location')).toMatch(/^\/api\/admin\/resumes\/.+\?expires=\d+&signature=/)
    expect((await events(target, id)).filter((e) => e.kind === 'resume')).toHaveLength(2)
  })
})
