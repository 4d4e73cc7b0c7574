import { beforeAll, describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker, submitApplication } from '@/tests/integration/uploads'

type Admin = Awaited<ReturnType<typeof adminClient>>

/** The audit events one request wrote, by the id the server gave it. */
const eventsOf = (target: Target, requestId: string | null) => {
  expect(requestId).toBeTruthy()
  return database(target)
    .selectFrom('audit_events')
    .selectAll()
    .where('request_id', '=', requestId!)
    .execute()
}
const detailOf = (event: { detail: string | null }) =>
  JSON.parse(event.detail ?? 'null') as Record<string, unknown>

async function enquire(target: Target, words = 'We need a new ordering site.') {
  const res = await client(target).postForm('/api/contact', {
    name: 'Audit Person',
    email: `audit.${marker(6)}@example.com`,
    phone: '',
    company: '',
    website: '',
    message: words,
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

/** Each desk write, resume and export the issue names leaves exactly one event, as the administrator. */
describe.each(inject('targets'))('audit trail of the desk on $name', (target) => {
  let admin: Admin
  beforeAll(async () => {
    admin = await adminClient(target)
  })

  it('records a deleted lead, and a deleted selection as one event with its count', async () => {
    const one = await enquire(target)
    const answer = await callAction(admin.send, 'removeRecordsAction', { tab: 'messages', ids: one })
    expect(answer.status).toBe('ok')
    expect(await eventsOf(target, answer.requestId)).toMatchObject([
      { actor: ADMIN.email, action: 'lead_deleted', target: `messages:${one}` },
    ])

    const two = [await enquire(target), await enquire(target)]
    const both = await callAction(admin.send, 'removeRecordsAction', { tab: 'messages', ids: two })
    const [event, ...more] = await eventsOf(target, both.requestId)
    expect(more).toEqual([])
    expect(event).toMatchObject({ actor: ADMIN.email, action: 'lead_deleted', target: 'messages' })
    expect(detailOf(event!)).toEqual({ count: 2, ids: two.join(' ') })
  })

  it("records a selection's status change as a bulk action, and one record's not at all", async () => {
    const ids = [await enquire(target), await enquire(target)]
    const bulk = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids,
      status: 'archived',
    })
    expect(bulk.status).toBe('ok')
    const [event, ...more] = await eventsOf(target, bulk.requestId)
    expect(more).toEqual([])
    expect(event).toMatchObject({ actor: ADMIN.email, action: 'bulk_action', target: 'messages' })
    expect(detailOf(event!)).toMatchObject({ op: 'status', status: 'archived', count: 2 })

    const single = await callAction(admin.send, 'updateStatusAction', {
      tab: 'messages',
      ids: ids[0]!,
      status: 'read',
    })
    expect(single.status).toBe('ok')
    expect(await eventsOf(target, single.requestId)).toEqual([])
  })

  it('records a bulk action over every match with its filter, but not the words searched for', async () => {
    const word = `zq${marker(6)}`.toLowerCase()
    await enquire(target, `Please call me about ${word}.`)
    await enquire(target, `Also ${word}, thanks.`)
    const answer = await callAction(admin.send, 'bulkUpdateAction', {
      tab: 'messages',
      op: 'status',
      status: 'archived',
      all: '1',
      q: word,
      filter: 'new',
    })
    expect(answer.status).toBe('ok')
    const [event, ...more] = await eventsOf(target, answer.requestId)
    expect(more).toEqual([])
    expect(event).toMatchObject({ action: 'bulk_action', target: 'messages' })
    expect(detailOf(event!)).toEqual({
      op: 'status',
      status: 'archived',
      count: 2,
      everyMatch: true,
      filter: 'new',
      searched: true,
    })
    expect(JSON.stringify(event)).not.toContain(word)
  })

  it('records an opened resume and a CSV export', async () => {
    const id = await submitApplication(target)
    const resume = await admin.send(`/api/admin/applications/${id}/resume`)
    expect(resume.status).toBe(200)
    expect(await eventsOf(target, resume.headers.get('x-request-id'))).toMatchObject([
      { actor: ADMIN.email, action: 'resume_opened', target: `applications:${id}` },
    ])

    const csv = await admin.send('/api/admin/messages/export?status=new&q=somebody')
    expect(csv.status).toBe(200)
    await csv.arrayBuffer()
    const [event, ...more] = await eventsOf(target, csv.headers.get('x-request-id'))
    expect(more).toEqual([])
    expect(event).toMatchObject({ actor: ADMIN.email, action: 'csv_exported', target: 'messages' })
    expect(detailOf(event!)).toMatchObject({ status: 'new', searched: true })
    expect(JSON.stringify(event)).not.toContain('somebody')
  })

  it('records a template added and deleted (a changed setting: server/mail.integration.test.ts)', async () => {
    const name = `Audit template ${marker(6)}`
    const saved = await callAction(admin.send, 'saveTemplateAction', {
      name,
      subject: 'Hello',
      body: 'Thanks, {{name}}.',
    })
    expect(saved.status).toBe('ok')
    expect(await eventsOf(target, saved.requestId)).toMatchObject([
      { actor: ADMIN.email, action: 'template_changed', target: 'template:new' },
    ])
    const { id } = await database(target)
      .selectFrom('reply_templates')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    const removed = await callAction(admin.send, 'removeTemplateAction', { id })
    expect(removed.status).toBe('ok')
    expect(await eventsOf(target, removed.requestId)).toMatchObject([
      { action: 'template_changed', target: `template:${id}` },
    ])
  })
})

/** The desk's Audit page and its CSV, over HTTP, as the administrator reads them. */
describe.each(inject('targets'))('the Audit page on $name', (target) => {
  let admin: Admin
  beforeAll(async () => {
    admin = await adminClient(target)
  })
  const page = async (query: string) => {
    const res = await admin.send(`/admin-dashboard/audit${query}`, { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    return res.text()
  }
  /** Each listed event's cells, as text. */
  const events = (html: string) =>
    [...html.matchAll(/<tr data-testid="audit-event"[^>]*>(.*?)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, ' ').trim()),
    )
  const rows = (html: string) => events(html).length

  it('lists the events newest first, filtered by event and administrator, with links to older pages', async () => {
    const id = await enquire(target)
    await callAction(admin.send, 'removeRecordsAction', { tab: 'messages', ids: id })
    const deletions = events(await page('?action=lead_deleted'))
    expect(deletions.map((cells) => cells[3])).toContain(`messages:${id}`)
    expect(new Set(deletions.map((cells) => cells[2]))).toEqual(new Set(['Record deleted']))
    const nobody = await page(`?action=lead_deleted&actor=${encodeURIComponent('nobody@desk.example')}`)
    expect(rows(nobody)).toBe(0)
    expect(nobody.includes('No events match this filter.')).toBe(true)
    // Another administrator's view of a day with nothing: an empty page, not an error.
    expect(rows(await page('?from=2020-01-01&to=2020-01-01'))).toBe(0)

    // More than a page of sign-ins: the first page is full and links to the next.
    for (let i = 0; i < 26; i++) await adminClient(target)
    const first = await page('?action=sign_in')
    expect(rows(first)).toBe(25)
    const older = first.match(/href="([^"]*older=[^"]*)"/)?.[1]?.replaceAll('&amp;', '&')
    expect(older).toBeTruthy()
    const next = await admin.send(older!, { headers: { Accept: 'text/html' } })
    expect(next.status).toBe(200)
    const html = await next.text()
    expect(rows(html)).toBeGreaterThan(0)
    expect(/href="[^"]*newer=/.test(html)).toBe(true)
  })

  it('exports the filtered trail as CSV, and records the export itself', async () => {
    const id = await enquire(target)
    await callAction(admin.send, 'removeRecordsAction', { tab: 'messages', ids: id })
    const res = await admin.send('/api/admin/audit/export?action=lead_deleted')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const [header, ...lines] = (await res.text()).trimEnd().split('\r\n')
    expect(header).toBe('time,administrator,action,event,target,detail,request_id,client')
    expect(lines.every((l) => l.split(',')[2] === 'lead_deleted')).toBe(true)
    expect(lines.some((l) => l.includes(`messages:${id}`))).toBe(true)
    const [event, ...more] = await eventsOf(target, res.headers.get('x-request-id'))
    expect(more).toEqual([])
    expect(event).toMatchObject({ actor: ADMIN.email, action: 'csv_exported', target: 'audit' })
    expect(detailOf(event!)).toMatchObject({ action: 'lead_deleted', actor: null })
  })

  it('is refused without a session', async () => {
    expect((await client(target).send('/api/admin/audit/export')).status).toBe(401)
    const html = await (
      await client(target).send('/admin-dashboard/audit', { headers: { Accept: 'text/html' } })
    ).text()
    expect(rows(html)).toBe(0)
  })
})
