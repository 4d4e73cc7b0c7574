import path from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, countRows, database } from '@/tests/integration/client'
import {
  fakeResumeKey,
  iso,
  list,
  remove,
  rowOf,
  seedOneOfEach,
  setStatus,
  type Admin,
} from '@/tests/integration/desk'
import { describeOnce } from '@/tests/integration/once'
import { marker } from '@/tests/integration/uploads'
import { RECORD_TABLES } from '@/server/db/schema'
import { DESK_MESSAGES } from './records'

/** The desk's three lists as the administrator pages, searches, filters, exports and changes them. */
describe.each(inject('targets'))('the lead lists on $name', (target) => {
  let admin: Admin
  beforeAll(async () => {
    admin = await adminClient(target)
  })

  it('shows the three counts to a signed-in administrator (spam left out)', async () => {
    const counts = () =>
      Promise.all(
        Object.values(RECORD_TABLES).map(async (t) =>
          Number(
            (
              await database(target)
                .selectFrom(t)
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where('status', '!=', 'spam')
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      )
    const before = await counts()
    const { html } = await list(admin, 'applications')
    const after = await counts()
    Object.keys(RECORD_TABLES).forEach((tab, i) => {
      const shown = new RegExp(`data-testid="count-${tab}"[^>]*>([\\d,]+)<`).exec(html)
      expect(shown, `count tile of ${tab}`).not.toBeNull()
      const n = Number(shown![1]!.replace(/,/g, ''))
      expect(n).toBeGreaterThanOrEqual(before[i]!)
      expect(n).toBeLessThanOrEqual(after[i]!)
    })
  })

  describe('contact messages table', () => {
    const M = `zq${marker(8)}`
    const base = Date.UTC(2022, 5, 1)
    const ids: string[] = [] // oldest first

    beforeAll(async () => {
      const rows = Array.from({ length: 23 }, (_, i) => ({
        id: crypto.randomUUID(),
        name:
          i === 3 ? `Nadia Namefind${M}` : i === 11 ? '=1+1' : i === 12 ? `ÖMER ÖZTÜRK ${M}` : `Sender ${i}`,
        email: i === 4 ? `mailfind${M}@example.com` : `sender${i}@example.com`,
        phone: null,
        company: i === 5 ? `Companyfind${M} Ltd` : null,
        website: null,
        message:
          i === 10
            ? `=HYPERLINK("https://evil.example","Seeded ${M}")`
            : [
                `Seeded enquiry ${M} number ${i}`,
                i === 6 ? `pct${M}%off` : '',
                i === 7 ? `pct${M}xxoff` : '',
                i === 8 ? `und${M}_b` : '',
                i === 9 ? `und${M}xb` : '',
                i === 13 ? `bs${M}\\x` : '',
                i === 14 ? `bs${M}x` : '',
              ]
                .filter(Boolean)
                .join(' '),
        status: i % 5 === 0 ? ('read' as const) : ('new' as const),
        created_at: iso(base + i * 60_000),
      }))
      // Shuffled insert order: the order shown must come from created_at.
      for (const row of [...rows].sort(() => Math.random() - 0.5)) {
        await database(target).insertInto('contact_messages').values(row).execute()
      }
      ids.push(...rows.map((r) => r.id))
    })

    it('pages the matches ten at a time, newest first, with total and page count', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map((page) => list(admin, 'messages', { q: M, page: String(page) })),
      )
      expect(pages.map((p) => p.ids.length)).toEqual([10, 10, 3])
      for (const [i, p] of pages.entries()) {
        expect(p).toMatchObject({ total: 23, page: i + 1, pageCount: 3 })
        expect(p.html).toContain(`Showing ${i * 10 + 1} to ${Math.min(23, i * 10 + 10)} of 23 results`)
      }
      expect(pages.flatMap((p) => p.ids)).toEqual([...ids].reverse())
    })

    it('searches name, email and message case-insensitively, but not the company', async () => {
      expect((await list(admin, 'messages', { q: M.toUpperCase() })).total).toBe(23)
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`NAMEFIND${M}`)).toEqual([ids[3]])
      expect(await only(`MailFind${M}`)).toEqual([ids[4]])
      expect(await only(`number 17`)).toContain(ids[17])
      expect(await only(`Companyfind${M}`)).toEqual([])
    })

    // SQLite's own lower() folds A-Z only; server/db/index.ts replaces it with one that folds
    // every script, like PostgreSQL's.
    it('searches letters beyond A-Z case-insensitively too', async () => {
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`ÖMER ÖZTÜRK ${M}`)).toEqual([ids[12]])
      expect(await only(`ömer öztürk ${M}`)).toEqual([ids[12]])
    })

    it('takes % and _ in the search literally', async () => {
      const only = async (q: string) => (await list(admin, 'messages', { q })).ids
      expect(await only(`pct${M}%off`)).toEqual([ids[6]])
      expect(await only(`und${M}_b`)).toEqual([ids[8]])
      expect(await only(`bs${M}\\x`)).toEqual([ids[13]])
      for (const q of ['%', '_']) {
        const found = await list(admin, 'messages', { q })
        expect(found.total).toBeLessThan(await countRows(target, 'contact_messages'))
        for (const id of found.ids) {
          const r = (await rowOf(target, 'messages', id))!
          expect([r.name, r.email, r.message].join(' ')).toContain(q)
        }
      }
    })

    it('filters by status, and ignores a status the tab does not have', async () => {
      const read = await list(admin, 'messages', { q: M, status: 'read' })
      expect(read.total).toBe(5)
      for (const id of read.ids) expect((await rowOf(target, 'messages', id))!.status).toBe('read')
      // An old or hand-edited link with another tab's status shows the whole list, not an error.
      expect((await list(admin, 'messages', { q: M, status: 'approved' })).total).toBe(23)
    })

    it('exports the matching rows as CSV with a header and formulas defused', async () => {
      const res = await admin.send(`/api/admin/messages/export?q=${M}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/csv')
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-.*\.csv"$/)
      const lines = (await res.text()).split('\r\n').filter(Boolean)
      expect(lines[0]).toBe('id,created_at,status,name,email,phone,company,website,message')
      expect(lines).toHaveLength(24)
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([...ids].reverse())
      const formula = lines.find((l) => l.startsWith(`${ids[10]},`))!
      expect(formula.endsWith(`,"'=HYPERLINK(""https://evil.example"",""Seeded ${M}"")"`)).toBe(true)
      const name = lines.find((l) => l.startsWith(`${ids[11]},`))!
      expect(name.split(',')[3]).toBe("'=1+1")

      const read = await admin.send(`/api/admin/messages/export?q=${M}&status=read`)
      expect((await read.text()).split('\r\n').filter(Boolean)).toHaveLength(6)

      // A status the tab does not have is ignored, as the page ignores it (it was a 400 here).
      const foreign = await admin.send(`/api/admin/messages/export?q=${M}&status=approved`)
      expect(foreign.status).toBe(200)
      expect((await foreign.text()).split('\r\n').filter(Boolean)).toEqual(lines)
    })

    it("changes a status only to one of the tab's statuses", async () => {
      const id = ids[1]!
      const refused = await setStatus(admin, 'messages', id, 'approved')
      expect(refused).toMatchObject({ status: 'error', message: 'Choose one of the statuses this list has.' })
      expect((await rowOf(target, 'messages', id))!.status).toBe('new')

      const from = `/admin-dashboard?tab=messages&q=${M}&page=3`
      const ok = await callAction(
        admin.send,
        'updateStatusAction',
        { tab: 'messages', ids: id, status: 'replied' },
        {},
        from,
      )
      expect(ok).toMatchObject({ http: 200, status: 'ok', message: DESK_MESSAGES.statusUpdated })
      expect((await rowOf(target, 'messages', id))!.status).toBe('replied')
      // One request: the answer already carries the list as it is now, this row included.
      expect(ok.body).toContain(id)
      expect(ok.body).toContain(`Showing 21 to 23 of 23 results`)
    })

    it('deletes a message for good', async () => {
      const id = ids[2]!
      expect(await remove(admin, 'messages', id)).toMatchObject({
        status: 'ok',
        message: DESK_MESSAGES.deleted,
      })
      expect(await rowOf(target, 'messages', id)).toBeUndefined()
      expect(await remove(admin, 'messages', id)).toMatchObject({
        status: 'error',
        message: DESK_MESSAGES.deleteFailed,
      })
      ids.splice(2, 1)
    })
  })

  describe('applications and comments tables', () => {
    const T = `zq${marker(8)}`

    beforeAll(async () => {
      const at = (i: number) => iso(Date.UTC(2023, 0, 1) + i * 1000)
      const app = (i: number, full_name: string, email: string, job_title: string, cover: string) => ({
        id: `app-${T}-${i}`,
        job_title,
        full_name,
        email,
        phone: '+91 98100 11111',
        portfolio: null,
        cover_letter: cover,
        resume_url: fakeResumeKey(),
        status: 'pending' as const,
        created_at: at(i),
      })
      await database(target)
        .insertInto('job_applications')
        .values([
          app(1, `Ira Namefind${T}`, 'ira@example.com', 'Frontend Developer', 'Cover letter text here.'),
          app(2, 'Jai Mehta', `jai.mailfind${T}@example.com`, 'Frontend Developer', 'Cover letter text.'),
          app(3, 'Om Rao', 'om@example.com', `Jobfind${T} Engineer`, 'Cover letter text here.'),
          app(4, 'Uma Iyer', 'uma@example.com', 'Frontend Developer', `Coverfind${T} only here.`),
        ])
        .execute()
      const comment = (i: number, email: string, text: string, website: string | null) => ({
        id: `cmt-${T}-${i}`,
        blog_id: 'minimalist-ui-ux-benefits',
        email,
        comment: text,
        website,
        status: 'pending' as const,
        created_at: at(i),
      })
      await database(target)
        .insertInto('blog_comments')
        .values([
          comment(1, 'reader1@example.com', `Textfind${T} great post`, null),
          comment(2, `mailfind${T}@example.com`, 'Great post', null),
          comment(3, 'reader3@example.com', 'Great post', `https://webfind${T}.example.com`),
        ])
        .execute()
    })

    it('searches applications on name, email and position, not the cover letter', async () => {
      const ids = async (q: string) => (await list(admin, 'applications', { q })).ids
      expect(await ids(`NAMEFIND${T}`)).toEqual([`app-${T}-1`])
      expect(await ids(`MAILFIND${T}`)).toEqual([`app-${T}-2`])
      expect(await ids(`JOBFIND${T}`)).toEqual([`app-${T}-3`])
      expect(await ids(`coverfind${T}`)).toEqual([])
      expect(await ids(T)).toEqual([`app-${T}-3`, `app-${T}-2`, `app-${T}-1`])
    })

    it('searches comments on text and email, not the website', async () => {
      const ids = async (q: string) => (await list(admin, 'comments', { q })).ids
      expect(await ids(`TEXTFIND${T}`)).toEqual([`cmt-${T}-1`])
      expect(await ids(`MailFind${T}`)).toEqual([`cmt-${T}-2`])
      expect(await ids(`webfind${T}`)).toEqual([])
    })

    it.each([
      ['applications', 'new', 'reviewed'],
      ['comments', 'read', 'rejected'],
    ] as const)('changes a status on %s only to one of its own statuses', async (tab, wrong, right) => {
      const id = `${tab === 'applications' ? 'app' : 'cmt'}-${T}-1`
      const refused = await setStatus(admin, tab, id, wrong)
      expect(refused.status).toBe('error')
      expect((await rowOf(target, tab, id))!.status).toBe('pending')
      expect((await setStatus(admin, tab, id, right)).status).toBe('ok')
      expect((await rowOf(target, tab, id))!.status).toBe(right)
      expect((await list(admin, tab, { q: T, status: right })).ids).toEqual([id])
    })

    it('deletes a comment', async () => {
      const id = `cmt-${T}-3`
      expect((await remove(admin, 'comments', id)).status).toBe('ok')
      expect(await rowOf(target, 'comments', id)).toBeUndefined()
    })

    it('exports applications as CSV with the same search', async () => {
      const res = await admin.send(`/api/admin/applications/export?q=${T}`)
      const lines = (await res.text()).split('\r\n').filter(Boolean)
      expect(lines[0]).toBe(
        'id,created_at,status,job_title,full_name,email,phone,portfolio,cover_letter,future_roles_at,resume_url',
      )
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([`app-${T}-3`, `app-${T}-2`, `app-${T}-1`])
    })
  })
})

/**
 * A second process on the same SQLite file (`npm run privacy` beside the server) holding the write
 * lock: the administrator's change waits for it (busy_timeout) and is made, rather than answered
 * "database unavailable".
 */
describeOnce('a second process writing to the SQLite file', () => {
  it('a status change waits for its write to end, then is made', async () => {
    const target = inject('targets')[0]!
    const admin = await adminClient(target)
    const { messages: id } = await seedOneOfEach(target)
    const other = new SQLite(path.join(target.dataDir, 'site.db'))
    try {
      other.exec('begin immediate')
      other.prepare('update contact_messages set status = status where id = ?').run(id)
      const change = setStatus(admin, 'messages', id, 'read')
      await new Promise((r) => setTimeout(r, 300))
      other.exec('commit')
      expect(await change).toMatchObject({ status: 'ok', message: DESK_MESSAGES.statusUpdated })
      expect(await rowOf(target, 'messages', id)).toMatchObject({ status: 'read' })
    } finally {
      if (other.inTransaction) other.exec('rollback')
      other.close()
    }
  })
})
