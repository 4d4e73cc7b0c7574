import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDatabase } from '@/tests/integration/targets'
import { assertLocalDatabase } from '@/tests/helpers/server'
import { runScript } from '@/tests/integration/accounts'
import { database, pdfBytes } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'

const DAY = 24 * 60 * 60_000
/** A moment `months` calendar months and `days` days before now (negative days: after that). */
function ago({ months = 0, days = 0 }) {
  const at = new Date()
  at.setUTCMonth(at.getUTCMonth() - months)
  return new Date(at.getTime() - days * DAY).toISOString()
}

/** `npm run privacy -- purge` as its own process, for two at once. */
function purgeProcess(target: Target) {
  return new Promise<string>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'privacy', '--', 'purge'], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d))
    child.stderr.on('data', (d: Buffer) => (output += d))
    child.on('exit', () => resolve(output))
  })
}

const numbers = (output: string) => {
  const m =
    /Purged: (\d+) enquiries, (\d+) applications \((\d+) resumes\), (\d+) rejected comments, (\d+) spam, (\d+) sent e-mails' bodies, (\d+) unconfirmed/.exec(
      output,
    )
  return m ? m.slice(1).map(Number) : [0, 0, 0, 0, 0, 0, 0]
}

/**
 * Databases of this test's own (the purge deletes whatever is old, and other tests keep old rows
 * in the shared ones), on this run's database: a SQLite DATA_DIR, or a schema of TEST_DATABASE_URL.
 * No server is needed: `npm run privacy` works on the database directly, as on a server.
 */
const schema = `retention_${randomBytes(5).toString('hex')}`
const pgUrl = runDatabase() === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const own = (name: string, databaseUrl?: string): Target => ({
  name: name as Target['name'],
  url: '',
  dataDir: mkdtempSync(path.join(tmpdir(), `${name}-`)),
  logFile: '',
  smtpPort: 0,
  databaseUrl,
})
const stores = [own(`retention-${runDatabase()}`, pgUrl && withSchema(pgUrl))]

function withSchema(base: string) {
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

beforeAll(async () => {
  if (pgUrl) {
    assertLocalDatabase(pgUrl)
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`create schema ${schema}`)
    await admin.end()
  }
  // Each database made as a server makes it (the command migrates first).
  for (const store of stores) {
    const made = runScript(store, 'privacy', ['purge', '--dry-run'])
    expect(made.status, made.output).toBe(0)
  }
})

afterAll(async () => {
  for (const store of stores) {
    await database(store).destroy()
    rmSync(store.dataDir, { recursive: true, force: true })
  }
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  }
})

describe.each(stores)('the retention purge on $name', (target) => {
  it('deletes each kind at its period and not a day before, once, however many processes run it', async () => {
    const db = database(target)
    const tag = marker(10)
    const enquiry = (id: string, created_at: string) =>
      db
        .insertInto('contact_messages')
        .values({
          id,
          name: `Old ${tag}`,
          email: `old.${tag}@example.com`,
          phone: null,
          company: null,
          website: null,
          message: `An old enquiry ${tag}`,
          status: 'read',
          created_at,
          opened_at: null,
          first_reply_at: null,
          first_reply_seconds: null,
          source_path: null,
        })
        .execute()
    const ids = { due: randomUUID(), young: randomUUID(), active: randomUUID() }
    await enquiry(ids.due, ago({ months: 24, days: 1 }))
    await enquiry(ids.young, ago({ months: 24, days: -1 }))
    await enquiry(ids.active, ago({ months: 30 }))
    // A note yesterday keeps the old one.
    await db
      .insertInto('lead_events')
      .values({
        id: randomUUID(),
        record_type: 'messages',
        record_id: ids.active,
        kind: 'note',
        detail: 'Still talking.',
        mail_id: null,
        actor: 'admin@test.example',
        created_at: ago({ days: 1 }),
      })
      .execute()
    const mail = (sent_at: string, record?: string) =>
      db
        .insertInto('mail_outbox')
        .values({
          id: randomUUID(),
          to_address: `old.${tag}@example.com`,
          subject: `About ${tag}`,
          body: `Body ${tag}`,
          next_attempt_at: sent_at,
          sent_at,
          last_error: null,
          created_at: sent_at,
          kind: 'reply',
          reply_to: null,
          record_type: record ? 'messages' : null,
          record_id: record ?? null,
          discarded_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    const oldMail = await mail(ago({ days: 91 }))
    const recentMail = await mail(ago({ days: 89 }))
    const dueMail = await mail(ago({ months: 24, days: 2 }), ids.due)

    const resume = `resumes/${randomBytes(16).toString('base64url')}.pdf`
    mkdirSync(path.join(target.dataDir, 'resumes'), { recursive: true })
    writeFileSync(path.join(target.dataDir, resume), pdfBytes())
    const application = (id: string, created_at: string, resume_url: string, future_roles_at?: string) =>
      db
        .insertInto('job_applications')
        .values({
          id,
          job_title: 'Backend Engineer',
          full_name: `Old ${tag}`,
          email: `old.${tag}@example.com`,
          phone: '+91 90000 00000',
          portfolio: null,
          cover_letter: `Old letter ${tag}`,
          resume_url,
          status: 'rejected',
          created_at,
          opened_at: created_at,
          first_reply_at: null,
          first_reply_seconds: null,
          source_path: null,
          future_roles_at: future_roles_at ?? null,
        })
        .execute()
    const apps = { due: randomUUID(), young: randomUUID(), kept: randomUUID(), keptDue: randomUUID() }
    await application(apps.due, ago({ months: 12, days: 1 }), resume)
    await application(
      apps.young,
      ago({ months: 12, days: -1 }),
      `resumes/${randomBytes(16).toString('base64url')}.pdf`,
    )
    // Agreed to be kept for future roles: the longer period (24 months), not the 12.
    const newKey = () => `resumes/${randomBytes(16).toString('base64url')}.pdf`
    const keptAt = ago({ months: 12, days: 1 })
    await application(apps.kept, keptAt, newKey(), keptAt)
    await application(apps.keptDue, ago({ months: 24, days: 1 }), newKey(), ago({ months: 24, days: 1 }))
    // Held by the administrator (an open dispute): never purged.
    const held = randomUUID()
    await enquiry(held, ago({ months: 36 }))
    await db
      .updateTable('contact_messages')
      .set({ legal_hold: 'Contract dispute' })
      .where('id', '=', held)
      .execute()
    // A data request whose confirmation link expired unused goes, with its e-mail; a live one stays.
    const request = (id: string, expires_at: string) =>
      db
        .insertInto('privacy_requests')
        .values({
          id,
          kind: 'copy',
          email: `old.${tag}@example.com`,
          subject: `subject-${tag}`,
          details: null,
          status: 'unconfirmed',
          created_at: ago({ days: 2 }),
          expires_at,
        })
        .execute()
    const requests = { expired: randomUUID(), live: randomUUID() }
    await request(requests.expired, ago({ days: 1 }))
    await request(requests.live, ago({ days: -1 }))
    // A copy whose 3 days are over loses its file; an answer older than 12 months goes whole.
    const archive = `archives/${randomBytes(16).toString('base64url')}.zip`
    mkdirSync(path.join(target.dataDir, 'archives'), { recursive: true })
    writeFileSync(path.join(target.dataDir, archive), 'PK')
    const answered = (id: string, closed_at: string, archive_key: string | null) =>
      db
        .insertInto('privacy_requests')
        .values({
          id,
          kind: 'copy',
          email: `old.${tag}@example.com`,
          subject: `subject-${tag}`,
          details: null,
          status: 'done',
          created_at: closed_at,
          expires_at: closed_at,
          confirmed_at: closed_at,
          due_at: closed_at,
          closed_at,
          closed_by: 'admin@test.example',
          outcome: 'Sent.',
          archive_key,
          archive_expires_at: archive_key ? ago({ days: 0 }) : null,
        })
        .execute()
    const copied = randomUUID()
    const answeredLongAgo = randomUUID()
    await answered(copied, ago({ days: 3 }), archive)
    await answered(answeredLongAgo, ago({ months: 12, days: 1 }), null)

    const comment = (id: string, status: 'rejected' | 'approved', created_at: string) =>
      db
        .insertInto('blog_comments')
        .values({
          id,
          blog_id: 'website-security-mistakes',
          email: `old.${tag}@example.com`,
          comment: `Old ${tag}`,
          website: null,
          status,
          created_at,
        })
        .execute()
    const comments = { due: randomUUID(), young: randomUUID(), approved: randomUUID() }
    await comment(comments.due, 'rejected', ago({ days: 31 }))
    await comment(comments.young, 'rejected', ago({ days: 40 }))
    // Rejected 29 days ago, though written 40 days ago: its period runs from the rejection.
    await db
      .insertInto('lead_events')
      .values({
        id: randomUUID(),
        record_type: 'comments',
        record_id: comments.young,
        kind: 'status',
        detail: 'pending → rejected',
        mail_id: null,
        actor: 'admin@test.example',
        created_at: ago({ days: 29 }),
      })
      .execute()
    await comment(comments.approved, 'approved', ago({ months: 40 }))

    // Spam goes 30 days after it arrived, whatever kind it is; younger spam stays.
    const spam = { enquiry: randomUUID(), young: randomUUID(), comment: randomUUID() }
    await enquiry(spam.enquiry, ago({ days: 31 }))
    await enquiry(spam.young, ago({ days: 29 }))
    await comment(spam.comment, 'approved', ago({ days: 31 }))
    for (const table of ['contact_messages', 'blog_comments'] as const)
      await db.updateTable(table).set({ status: 'spam' }).where('id', 'in', Object.values(spam)).execute()

    // The dry run says what the purge will do.
    const preview = runScript(target, 'privacy', ['purge', '--dry-run'])
    expect(preview.output).toContain(
      "The next purge removes: 1 enquiries, 2 applications (2 resumes), 1 rejected comments, 2 spam, 1 sent e-mails' bodies, 1 unconfirmed data requests, 1 copies of data, 1 answered data requests.",
    )
    expect(
      await db.selectFrom('contact_messages').select('id').where('id', '=', ids.due).execute(),
    ).toHaveLength(1)

    // Two processes at once: everything due goes, once.
    const outputs = await Promise.all([purgeProcess(target), purgeProcess(target)])
    const totals = outputs.map(numbers).reduce((a, b) => a.map((n, i) => n + b[i]!))
    expect(totals, outputs.join('\n')).toEqual([1, 2, 2, 1, 2, 1, 1])

    const left = async (table: 'contact_messages' | 'job_applications' | 'blog_comments', id: string) =>
      (await db.selectFrom(table).select('id').where('id', '=', id).execute()).length
    expect(await left('contact_messages', ids.due)).toBe(0)
    expect(await left('contact_messages', ids.young)).toBe(1)
    expect(await left('contact_messages', ids.active)).toBe(1)
    expect(await left('contact_messages', spam.enquiry)).toBe(0)
    expect(await left('contact_messages', spam.young)).toBe(1)
    expect(await left('blog_comments', spam.comment)).toBe(0)
    expect(await left('job_applications', apps.due)).toBe(0)
    expect(await left('job_applications', apps.young)).toBe(1)
    expect(await left('job_applications', apps.kept)).toBe(1)
    expect(await left('job_applications', apps.keptDue)).toBe(0)
    expect(await left('contact_messages', held)).toBe(1)
    const requestsLeft = await db
      .selectFrom('privacy_requests')
      .select('id')
      .where('subject', '=', `subject-${tag}`)
      .execute()
    expect(requestsLeft.map((r) => r.id).sort()).toEqual([requests.live, copied].sort())
    expect(existsSync(path.join(target.dataDir, archive))).toBe(false)
    const copiedRow = await db
      .selectFrom('privacy_requests')
      .select('archive_key')
      .where('id', '=', copied)
      .executeTakeFirst()
    expect(copiedRow?.archive_key).toBeNull()
    expect(existsSync(path.join(target.dataDir, resume))).toBe(false)
    expect(await left('blog_comments', comments.due)).toBe(0)
    expect(await left('blog_comments', comments.young)).toBe(1)
    expect(await left('blog_comments', comments.approved)).toBe(1)
    const bodies = await db
      .selectFrom('mail_outbox')
      .select(['id', 'body', 'subject'])
      .where('id', 'in', [oldMail.id, recentMail.id, dueMail.id])
      .execute()
    expect(bodies.find((m) => m.id === oldMail.id)).toMatchObject({ body: '', subject: `About ${tag}` })
    expect(bodies.find((m) => m.id === recentMail.id)?.body).toBe(`Body ${tag}`)
    // The e-mail of a deleted enquiry went with it.
    expect(bodies.find((m) => m.id === dueMail.id)).toBeUndefined()

    const trail = await db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'retention_purge')
      .execute()
    expect(trail.some((e) => e.detail?.includes('"enquiries":1'))).toBe(true)
  }, 90_000)
})
