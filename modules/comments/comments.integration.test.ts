import { describe, expect, inject, it } from 'vitest'
import { FORM_REFUSALS } from '@/server/forms/route'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { marker } from '@/tests/integration/uploads'
import { DESK_MESSAGES } from '@/modules/desk/records'
import { commentForm, type PublicComment } from './form'

const POST = 'website-security-mistakes'

type Answer = { ok: boolean; message: string; id?: string; fieldErrors?: Record<string, string> }

const comment = (change: Record<string, string> = {}) => ({
  blog_id: POST,
  comment: `Great checklist, the part about backups saved us. ${marker()}`,
  email: `reader.${marker(6)}@example.com`,
  website: 'https://reader.example.com',
  ...change,
})

async function shown(target: Target, slug = POST) {
  const res = await client(target).send(`/api/comments?post=${slug}`)
  expect(res.status).toBe(200)
  const text = await res.text()
  return { text, comments: (JSON.parse(text) as { comments: PublicComment[] }).comments }
}

/** Rows stored with this (unique) comment text. */
const rowsWith = (target: Target, text: string) =>
  database(target).selectFrom('blog_comments').selectAll().where('comment', '=', text).execute()

describe.each(inject('targets'))('blog comments on $name', (target) => {
  it('keeps a new comment pending and out of sight until the administrator approves it', async () => {
    const first = comment()
    const res = await client(target).postForm('/api/comments', first)
    expect(res.status).toBe(201)
    const body = (await res.json()) as Answer
    expect(body).toMatchObject({ ok: true, message: commentForm.messages.success })
    const row = await database(target)
      .selectFrom('blog_comments')
      .selectAll()
      .where('id', '=', body.id!)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      blog_id: POST,
      comment: first.comment,
      email: first.email,
      status: 'pending',
    })
    expect((await shown(target)).comments.map((c) => c.id)).not.toContain(body.id)

    await new Promise((r) => setTimeout(r, 20))
    const second = comment()
    const res2 = await client(target).postJson('/api/comments', second)
    expect(res2.status).toBe(201)
    const { id: secondId } = (await res2.json()) as Answer

    const admin = await adminClient(target)
    for (const id of [body.id!, secondId!]) {
      const approved = await callAction(admin.send, 'updateStatusAction', {
        tab: 'comments',
        ids: id,
        status: 'approved',
      })
      // The message says why, should it fail (signed out, the database busy, …).
      expect({ status: approved.status, message: approved.message }).toEqual({
        status: 'ok',
        message: DESK_MESSAGES.statusUpdated,
      })
    }

    const { text, comments } = await shown(target)
    const ids = comments.map((c) => c.id)
    expect(ids).toContain(body.id)
    expect(ids.indexOf(secondId!)).toBeLessThan(ids.indexOf(body.id!))
    const times = comments.map((c) => c.created_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(comments.find((c) => c.id === body.id)).toEqual({
      id: body.id,
      comment: first.comment,
      website: first.website,
      created_at: row.created_at,
    })
    expect(text).not.toContain(first.email)
    expect(text).not.toContain(second.email)
    const elsewhere = await shown(target, 'minimalist-ui-ux-benefits')
    expect(elsewhere.comments.map((c) => c.id)).not.toContain(body.id)
    for (const c of comments)
      expect(Object.keys(c).sort()).toEqual(['comment', 'created_at', 'id', 'website'])
  })

  it('answers 404 when asked for the comments of an unknown article', async () => {
    const res = await client(target).send('/api/comments?post=no-such-article')
    expect(res.status).toBe(404)
  })

  it.each([
    ['an unknown article', { blog_id: 'no-such-article' }, 'blog_id', 'Unknown article.'],
    ['a malformed email', { email: 'reader@' }, 'email', 'Enter a valid email, like name@company.com.'],
    [
      'a non-web website',
      { website: 'javascript:alert(1)' },
      'website',
      'Website must be a full address starting with https:// or http://.',
    ],
    ['an empty comment', { comment: '   ' }, 'comment', 'Comment is required.'],
    [
      'a comment over 2000 characters',
      { comment: 'b'.repeat(2001) },
      'comment',
      'Comment must be at most 2000 characters.',
    ],
  ])('refuses %s with its message and stores nothing', async (_label, change, field, message) => {
    const fields = comment({ comment: `Thanks for the detailed write-up. ${marker()}`, ...change })
    const res = await client(target).postForm('/api/comments', fields)
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer
    expect(body.ok).toBe(false)
    expect(body.fieldErrors?.[field]).toBe(message)
    expect(await rowsWith(target, fields.comment)).toEqual([])
  })

  it('keeps code a reader quotes as text: stored and shown as typed, never as markup', async () => {
    const quoted = `One fix: aria-label on a <div> is ignored, use a <button>. Not <script>alert(1)</script> ${marker()}`
    const res = await client(target).postForm('/api/comments', comment({ comment: quoted }))
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as Answer
    expect(await rowsWith(target, quoted)).toMatchObject([{ comment: quoted, status: 'pending' }])
    const admin = await adminClient(target)
    await callAction(admin.send, 'updateStatusAction', { tab: 'comments', ids: id!, status: 'approved' })
    const { comments } = await shown(target)
    expect(comments.find((c) => c.id === id)?.comment).toBe(quoted)
    // The desk's list shows it escaped: the text, not an element.
    const list = await (
      await admin.send(`/admin-dashboard?tab=comments&q=${encodeURIComponent(quoted.slice(-10))}`)
    ).text()
    expect(list).toContain('use a &lt;button&gt;')
    expect(list).not.toContain('<script>alert(1)')
  })

  it('answers a filled honeypot as it answers anyone, and keeps the comment as spam', async () => {
    const trapped = comment()
    const res = await client(target).postForm('/api/comments', { ...trapped, fax_number: 'x' })
    const genuine = await client(target).postForm('/api/comments', comment())
    expect(res.status).toBe(genuine.status)
    const [answer, usual] = [(await res.json()) as Answer, (await genuine.json()) as Answer]
    expect({ ...answer, id: 'x' }).toEqual({ ...usual, id: 'x' })
    expect(await rowsWith(target, trapped.comment)).toMatchObject([{ status: 'spam', spam_score: 100 }])
    const [row] = await rowsWith(target, trapped.comment)
    // (Sent as a script sends it, without the form's challenge: that counts too, for less.)
    expect(JSON.parse(row!.spam_reasons!)).toMatchObject([{ code: 'challenge' }, { code: 'honeypot' }])
  })

  it('refuses a comment from another site, storing nothing', async () => {
    const foreign = comment()
    const res2 = await client(target).postForm('/api/comments', foreign, { Origin: 'https://evil.example' })
    expect(res2.status).toBe(403)
    expect(await res2.json()).toMatchObject({ ok: false, message: FORM_REFUSALS.crossSite })

    expect(await rowsWith(target, foreign.comment)).toEqual([])
  })

  it('answers the sixth comment within a minute from one address with 429 and stores nothing', async () => {
    const visitor = client(target)
    for (let i = 0; i < 5; i++) {
      const res = await visitor.postForm('/api/comments', comment({ email: 'not-an-email' }))
      expect(res.status).toBe(400)
    }
    const sixth = comment()
    const res = await visitor.postForm('/api/comments', sixth)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await res.json()).toMatchObject({ ok: false, message: FORM_REFUSALS.rateLimited })
    expect(await rowsWith(target, sixth.comment)).toEqual([])
  })

  describe('without JavaScript', () => {
    const htmlPost = (fields: Record<string, string>) =>
      client(target).send('/api/comments', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        },
      })

    it('answers a plain form post with a page saying the comment was received', async () => {
      const fields = comment()
      const res = await htmlPost(fields)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      const html = await res.text()
      expect(html).toContain('<h1 role="status">Comment received</h1>')
      expect(await rowsWith(target, fields.comment)).toMatchObject([{ status: 'pending' }])
    })

    it('answers an invalid plain form post with 400 and the field message on the page', async () => {
      const fields = comment({ email: 'reader@' })
      const res = await htmlPost(fields)
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('text/html')
      const html = await res.text()
      expect(html).toContain('<h1 role="status">Comment not posted</h1>')
      expect(html).toContain('Enter a valid email, like name@company.com.')
      expect(await rowsWith(target, fields.comment)).toEqual([])
    })
  })
})
