// What the desk's integration tests share: rows read straight from the database, a tab's page as
// the desk renders it, and leads seeded or sent through the public forms.
import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import type { Kysely } from 'kysely'
import { RECORD_TABLES } from '@/server/db/schema'
import { type RecordType } from '@/lib/vocabulary'
import { callAction } from './actions'
import { adminClient, client, database, pdfBytes, pdfFile } from './client'
import type { Target } from './targets'
import { marker, uniquePhone } from './uploads'

export type Admin = Awaited<ReturnType<typeof adminClient>>
type Row = { id: string; status: string; created_at: string } & Record<string, unknown>

export const iso = (ms: number) => new Date(ms).toISOString()
export const fakeResumeKey = () => `resumes/${randomBytes(16).toString('base64url')}.pdf`

/** Reads one row of a tab straight from the database. */
export async function rowOf(target: Target, tab: RecordType, id: string) {
  const db = database(target) as unknown as Kysely<Record<string, Row>>
  return db.selectFrom(RECORD_TABLES[tab]).selectAll().where('id', '=', id).executeTakeFirst()
}

type Listed = { ids: string[]; total: number; page: number; pageCount: number; html: string }

/** One page of a tab as the desk renders it from its URL: the rows' ids, the total and the pager. */
export async function list(
  admin: Admin,
  tab: RecordType,
  query: Record<string, string> = {},
): Promise<Listed> {
  const res = await admin.send(`/admin-dashboard?${new URLSearchParams({ tab, ...query })}`, {
    headers: { Accept: 'text/html' },
  })
  expect(res.status).toBe(200)
  const html = await res.text()
  const ids = [...html.matchAll(/data-row="([^"]+)"/g)].map((m) => m[1]!)
  const total = Number(/(\d+) records? found/.exec(html)?.[1] ?? NaN)
  const pager = /Page (\d+) of (\d+)/.exec(html)
  return { ids, total, page: Number(pager?.[1] ?? 1), pageCount: Number(pager?.[2] ?? 1), html }
}

export const setStatus = (
  c: { send: Admin['send'] },
  tab: RecordType,
  id: string,
  status: string,
  headers = {},
) => callAction(c.send, 'updateStatusAction', { tab, ids: id, status }, headers)

export const remove = (c: { send: Admin['send'] }, tab: RecordType, id: string, headers = {}) =>
  callAction(c.send, 'removeRecordsAction', { tab, ids: id }, headers)

/** Sends an application through the public form; returns its id, resume key and bytes. */
export async function apply(target: Target) {
  const bytes = pdfBytes(`% resume ${marker()}\n`)
  const res = await client(target).postForm('/api/applications', {
    job_title: 'Backend Developer',
    full_name: 'Kabir Singh',
    email: `kabir.${marker(6)}@example.com`,
    phone: uniquePhone(),
    portfolio: '',
    cover_letter: 'Five years of Node.js and PostgreSQL in production at a fintech.',
    resume: pdfFile('kabir.pdf', bytes),
  })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const row = await rowOf(target, 'applications', id)
  return { id, key: String(row!.resume_url), bytes }
}

/** Seeds one row per tab, straight into the database, for the checks that must not change it. */
export async function seedOneOfEach(target: Target) {
  const db = database(target)
  const at = iso(Date.UTC(2021, 0, 1))
  const ids = {
    applications: crypto.randomUUID(),
    comments: crypto.randomUUID(),
    messages: crypto.randomUUID(),
  }
  await db
    .insertInto('job_applications')
    .values({
      id: ids.applications,
      job_title: 'DevOps Engineer',
      full_name: 'Seeded Applicant',
      email: 'seeded.applicant@example.com',
      phone: '+91 98100 00000',
      portfolio: null,
      cover_letter: 'Seeded for the access checks of the admin API.',
      resume_url: fakeResumeKey(),
      status: 'pending',
      created_at: at,
    })
    .execute()
  await db
    .insertInto('blog_comments')
    .values({
      id: ids.comments,
      blog_id: 'minimalist-ui-ux-benefits',
      email: 'seeded.reader@example.com',
      comment: 'Seeded for the access checks of the admin API.',
      website: null,
      status: 'pending',
      created_at: at,
    })
    .execute()
  await db
    .insertInto('contact_messages')
    .values({
      id: ids.messages,
      name: 'Seeded Sender',
      email: 'seeded.sender@example.com',
      phone: null,
      company: null,
      website: null,
      message: 'Seeded for the access checks of the admin API.',
      status: 'new',
      created_at: at,
    })
    .execute()
  return ids
}
