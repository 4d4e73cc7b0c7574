import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { sql } from 'kysely'
import { describe, expect, inject, it } from 'vitest'
import { company } from '@/content/company'
import { noticeText, type NoticeForm } from '@/lib/privacy'
import { callAction } from '@/tests/integration/actions'
import { runScript } from '@/tests/integration/accounts'
import { adminClient, client, database, pdfBytes } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { applicationForm, marker, resumeDir, uniquePhone } from '@/tests/integration/uploads'

type Person = { email: string; name: string; phone: string; phrase: string; resume: Buffer }

function newPerson(email: string): Person {
  const name = `Asha ${marker(8)}`.replace(/ (.)/, (_, c: string) => ` ${c.toUpperCase()}`)
  return {
    email,
    name,
    phone: uniquePhone(),
    phrase: `ledger-${marker(12)}`,
    resume: pdfBytes(`% resume of ${marker(12)}\n`),
  }
}

/**
 * Leaves a person's whole footprint through the public forms and the desk: an enquiry (typed
 * with capitals), an application with its resume, a comment, a note and a reply on the enquiry.
 */
async function footprint(target: Target, person: Person) {
  const visitor = client(target)
  const enquiry = await visitor.postForm('/api/contact', {
    name: person.name,
    email: person.email.replace(/^./, (c) => c.toUpperCase()),
    phone: person.phone,
    company: '',
    website: '',
    message: `We need a portal for our ${person.phrase} process, soon.`,
  })
  expect(enquiry.status).toBe(201)
  const messageId = ((await enquiry.json()) as { id: string }).id
  const form = applicationForm(person.resume)
  form.set('full_name', person.name)
  form.set('email', person.email)
  form.set('phone', person.phone)
  form.set('cover_letter', `I built the ${person.phrase} system at my last job.`)
  const application = await visitor.send('/api/applications', { method: 'POST', body: form })
  expect(application.status).toBe(201)
  const comment = await visitor.postForm('/api/comments', {
    blog_id: 'website-security-mistakes',
    comment: `The ${person.phrase} tip helped.`,
    email: person.email,
    website: '',
  })
  expect(comment.status).toBe(201)
  const admin = await adminClient(target)
  const note = await callAction(admin.send, 'saveNoteAction', {
    tab: 'messages',
    id: messageId,
    note: `Called ${person.name} about ${person.phrase}.`,
  })
  expect(note.status).toBe('ok')
  const reply = await callAction(admin.send, 'sendReplyAction', {
    tab: 'messages',
    id: messageId,
    subject: 'Your portal',
    body: `Dear ${person.name}, about the ${person.phrase} portal.`,
  })
  expect(reply.status).toBe('ok')
  return { messageId }
}

/** What each of the person's words is found in, as raw bytes or rows. */
async function whereFound(target: Target, person: Person) {
  const words = [person.email, person.name, person.phone, person.phrase]
  const found = new Set<string>()
  const look = (place: string, text: string) => {
    for (const word of words)
      if (text.toLowerCase().includes(word.toLowerCase())) found.add(`${place}: ${word}`)
  }
  if (target.databaseUrl) {
    const db = database(target)
    const { rows: tables } = await sql<{ name: string }>`select table_name as name
      from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
      db,
    )
    for (const { name } of tables) {
      const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db)
      for (const { row } of rows) look(`table ${name}`, row)
    }
  } else {
    for (const file of ['site.db', 'site.db-wal']) {
      const at = path.join(target.dataDir, file)
      // latin1: every byte one character, so an ASCII word is found wherever its bytes are.
      if (existsSync(at)) look(file, readFileSync(at).toString('latin1'))
    }
  }
  for (const file of existsSync(resumeDir(target)) ? readdirSync(resumeDir(target)) : []) {
    const bytes = readFileSync(path.join(resumeDir(target), file))
    if (bytes.includes(person.resume)) found.add(`resume ${file}`)
  }
  look('server log', readFileSync(target.logFile, 'utf8'))
  return [...found].sort()
}

describe.each(inject('targets'))('a person’s data on $name', (target) => {
  it('is copied whole, and only theirs; then erased from every table, file and log, leaving a record that it was', async () => {
    const id = marker(8)
    const person = newPerson(`asha.${id}@example.com`)
    // Someone else, with an address that differs only in its ending.
    const neighbour = newPerson(`asha.${id}@example.org`)
    const { messageId } = await footprint(target, person)
    await footprint(target, neighbour)

    // The copy.
    const dir = mkdtempSync(path.join(tmpdir(), 'privacy-'))
    const file = path.join(dir, 'copy.zip')
    const exported = runScript(target, 'privacy', ['export', person.email, file])
    expect(exported.status, exported.output).toBe(0)
    expect(exported.output).toContain('1 enquiries, 1 applications (1 resumes), 1 comments')
    const archive = unzipSync(readFileSync(file))
    rmSync(dir, { recursive: true, force: true })
    const data = JSON.parse(strFromU8(archive['data.json']!)) as Record<string, { id: string }[]>
    expect(data.messages!.map((r) => r.id)).toEqual([messageId])
    expect(data.applications).toHaveLength(1)
    expect(data.comments).toHaveLength(1)
    const everything = Object.values(archive)
      .map((b) => Buffer.from(b).toString('latin1'))
      .join('\n')
    expect(everything).toContain(`Called ${person.name} about ${person.phrase}.`)
    expect(everything).toContain(`Dear ${person.name}, about the ${person.phrase} portal.`)
    expect(strFromU8(archive['summary.html']!)).toContain(person.phrase)
    const resumes = Object.keys(archive).filter((k) => k.startsWith('resumes/'))
    expect(resumes).toHaveLength(1)
    expect(Buffer.from(archive[resumes[0]!]!).equals(person.resume)).toBe(true)
    expect(Object.keys(archive).filter((k) => k.startsWith('emails/')).length).toBeGreaterThanOrEqual(2)
    for (const word of [neighbour.name, neighbour.phone, neighbour.phrase, neighbour.email])
      expect(everything.includes(word), word).toBe(false)

    // Before: the search finds every word where it is kept (the control that the search works).
    const before = await whereFound(target, person)
    expect(before.some((f) => f.startsWith('resume '))).toBe(true)
    expect(before.filter((f) => !f.startsWith('resume ')).length).toBeGreaterThanOrEqual(4)
    // …and the server never logged any of it.
    expect(before.filter((f) => f.startsWith('server log'))).toEqual([])

    const erased = runScript(target, 'privacy', ['erase', person.email, '--yes'])
    expect(erased.status, erased.output).toBe(0)
    expect(await whereFound(target, person)).toEqual([])

    // The neighbour keeps everything; the trail and the erasure record name nobody.
    expect((await whereFound(target, neighbour)).length).toBeGreaterThanOrEqual(4)
    const record = await database(target).selectFrom('erasures').selectAll().execute()
    const mine = record.filter((r) => JSON.parse(r.counts).messages === 1 && r.actor.includes('privacy'))
    expect(mine.length).toBeGreaterThanOrEqual(1)
    const events = await database(target)
      .selectFrom('audit_events')
      .selectAll()
      .where('action', 'in', ['personal_data_exported', 'personal_data_erased'])
      .execute()
    expect(events.length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(events).includes(id)).toBe(false)
  }, 90_000)

  it('keeps, with every lead, the words of the privacy notice its form showed', async () => {
    const person = newPerson(`noticed.${marker(8)}@example.com`)
    await footprint(target, person)
    const db = database(target)
    const rows = {
      contact: await db
        .selectFrom('contact_messages')
        .select('notice_version')
        .where('phone', '=', person.phone)
        .execute(),
      application: await db
        .selectFrom('job_applications')
        .select('notice_version')
        .where('phone', '=', person.phone)
        .execute(),
      comment: await db
        .selectFrom('blog_comments')
        .select('notice_version')
        .where('email', '=', person.email)
        .execute(),
    } satisfies Record<NoticeForm, { notice_version: string | null }[]>
    for (const [form, [row]] of Object.entries(rows) as [NoticeForm, { notice_version: string | null }[]][]) {
      expect(row?.notice_version, form).toMatch(/^[0-9a-f]{16}$/)
      const notice = await db
        .selectFrom('privacy_notices')
        .selectAll()
        .where('version', '=', row!.notice_version!)
        .executeTakeFirstOrThrow()
      expect(notice).toMatchObject({ form, text: noticeText(form, company.emails[0]) })
    }
  }, 60_000)

  it('refuses to erase without --yes, and changes nothing', async () => {
    const person = newPerson(`kept.${marker(8)}@example.com`)
    await footprint(target, person)
    const refused = runScript(target, 'privacy', ['erase', person.email])
    expect(refused.status).toBe(1)
    expect(refused.output).toContain('cannot be undone')
    expect((await whereFound(target, person)).length).toBeGreaterThanOrEqual(4)
  }, 60_000)
})
