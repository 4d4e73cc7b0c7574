import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { MEDIA_COPY, MEDIA_LIBRARY_COPY } from '@/content/desk/media'
import { callAction } from '@/tests/integration/actions'
import { eventsOf } from '@/tests/integration/accounts'
import { adminClient, client, database } from '@/tests/integration/client'

/**
 * The desk's media library on both databases: an upload listed with its size and thumbnail, its
 * description saved, its Markdown offered; an image an article shows (as its cover or in its body,
 * even only in a draft) cannot be deleted and the article is named; once no article shows it, it
 * is deleted with every size of it. Each change is on the audit trail. The article stays a draft.
 */
const LIBRARY = '/admin-dashboard/content/media'
const EDITOR = '/admin-dashboard/content/articles/new'

type Item = { id: string; hash: string; variants: { key: string; format: string; width: number }[] }

describe.each(inject('targets'))('the media library on $name', (target) => {
  it('lists, describes and deletes an image, but not while an article shows it', async () => {
    const admin = await adminClient(target)
    const background = { r: randomBytes(1)[0]!, g: randomBytes(1)[0]!, b: 40 }
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer()
    const name = `workshop-${randomBytes(3).toString('hex')}.jpg`
    const uploaded = await admin.postForm(
      '/api/admin/media',
      { file: new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }) },
      { Cookie: admin.cookie },
    )
    expect(uploaded.status).toBe(201)
    const item = ((await uploaded.json()) as { media: Item }).media
    expect(await eventsOf(target, uploaded)).toMatchObject([
      { action: 'media_changed', target: `media:${item.id}`, detail: expect.stringContaining('upload') },
    ])

    const page = async () => (await admin.send(LIBRARY, { headers: { Accept: 'text/html' } })).text()
    let html = await page()
    const card = () =>
      new RegExp(`<li[^>]*data-testid="media-item"[^]*?${name}[^]*?</li>`).exec(html)?.[0] ?? ''
    expect(card()).toContain(`src="/media/${item.hash}-480.webp"`)
    expect(card()).toContain('900 × 600 px')
    expect(card()).toContain(MEDIA_LIBRARY_COPY.unused)

    const alt = 'Four people at a whiteboard sketching a checkout flow'
    const described = await callAction(admin.send, 'describeMediaAction', { id: item.id, alt }, {}, LIBRARY)
    expect(described).toMatchObject({ status: 'ok', message: MEDIA_COPY.described })
    html = await page()
    expect(card()).toContain(`>${alt}</textarea>`)
    // Its Markdown, for an article's body, carries the description and the largest size.
    expect(card()).toContain(`![${alt}](/media/${item.hash}-800.webp)`)

    const title = `Whiteboards in Discovery ${randomBytes(3).toString('hex')}`
    const draft = {
      id: '',
      revision: '0',
      intent: 'save',
      title,
      summary: 'How a morning at the whiteboard settles what a month of e-mail could not.',
      body: '## Start on the wall\n\nDraw the checkout before anyone writes code.\n',
      category: 'Best Practices',
      tags: 'Discovery, Workshops',
      author: 'Priya Nair, Delivery Lead',
      cover_alt: '',
      cover_image: `${item.hash}:900x600`,
      publish_at: '',
    }
    expect((await callAction(admin.send, 'saveArticleAction', draft, {}, EDITOR)).status).toBe('ok')
    const entry = await database(target)
      .selectFrom('content_entries')
      .select(['id', 'revision'])
      .where('kind', '=', 'article')
      .where('slug', 'like', 'whiteboards-in-discovery-%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    html = await page()
    expect(card()).toContain(`href="/admin-dashboard/content/articles/${entry.id}">${title}</a>`)

    const refusal = MEDIA_COPY.inUse([title])
    const refused = await callAction(admin.send, 'removeMediaAction', { id: item.id }, {}, LIBRARY)
    expect(refused).toMatchObject({ status: 'error', message: refusal })
    const viaApi = await admin.send(`/api/admin/media/${item.id}`, { method: 'DELETE' })
    expect(viaApi.status).toBe(409)
    expect(((await viaApi.json()) as { message: string }).message).toBe(refusal)
    expect((await client(target).send(`/media/${item.hash}-480.webp`)).status).toBe(200)

    // In the body only, it is still shown.
    const inBody = {
      ...draft,
      id: entry.id,
      revision: String(entry.revision),
      cover_image: '',
      body: `${draft.body}\n![${alt}](/media/${item.hash}-800.webp)\n`,
    }
    expect((await callAction(admin.send, 'saveArticleAction', inBody, {}, EDITOR)).status).toBe('ok')
    expect(await callAction(admin.send, 'removeMediaAction', { id: item.id }, {}, LIBRARY)).toMatchObject({
      status: 'error',
      message: refusal,
    })

    const without = { ...inBody, revision: String(entry.revision + 1), body: draft.body }
    expect((await callAction(admin.send, 'saveArticleAction', without, {}, EDITOR)).status).toBe('ok')
    const removed = await callAction(admin.send, 'removeMediaAction', { id: item.id }, {}, LIBRARY)
    expect(removed).toMatchObject({ status: 'ok', message: MEDIA_COPY.removed })
    for (const variant of item.variants)
      expect((await client(target).send(`/${variant.key}`)).status, variant.key).toBe(404)
    expect(await page()).not.toContain(name)
    const trail = await database(target)
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('target', '=', `media:${item.id}`)
      .orderBy('created_at')
      .execute()
    expect(trail.map((e) => JSON.parse(String(e.detail)) as { op: string })).toEqual([
      { op: 'upload' },
      { op: 'describe' },
      { op: 'delete' },
    ])
  })
})
