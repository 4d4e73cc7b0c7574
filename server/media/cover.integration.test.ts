import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import type { RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { ownDeskServer, type adminClient } from '@/tests/integration/client'
import { onceOnly } from '@/tests/integration/targets'

/**
 * An article with an uploaded cover, on a server of its own (a publish changes the blog): publish
 * is refused until the cover has its description, at that field; once published, the article's
 * page and its blog card show the cover as a responsive picture (AVIF and WebP at the widths made,
 * its width and height so nothing shifts), the page's hero fetched first; the same image in the
 * body is drawn the same way, lazily.
 */
const PORT = 3341 + TEST_PORT_SHIFT
const ADMIN = { email: 'editor@media.example', password: 'correct-horse-battery-staple' }
const EDITOR = '/admin-dashboard/content/articles/new'
const WALL = 'The dashboard on the wall screen of the dispatch office'

describe.each(onceOnly(['sqlite']))('an uploaded article cover (%s)', () => {
  let server: RunningServer
  let admin: Awaited<ReturnType<typeof adminClient>>

  beforeAll(async () => {
    ;({ server, admin } = await ownDeskServer(PORT, ADMIN))
  }, 120_000)
  afterAll(() => server?.stop())

  it('needs its description to publish, then shows as a picture on the article and the blog', async () => {
    const bytes = await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer()
    const res = await admin.postForm(
      '/api/admin/media',
      { file: new File([new Uint8Array(bytes)], 'harbour.jpg', { type: 'image/jpeg' }) },
      { Cookie: admin.cookie },
    )
    expect(res.status).toBe(201)
    const { media } = (await res.json()) as { media: { hash: string } }
    const fields = {
      id: '',
      revision: '0',
      intent: 'publish',
      title: 'Harbour Logistics on One Dashboard',
      summary: 'How a shipping agent replaced five spreadsheets with one live view of every container.',
      body: `## One view\n\nEvery container, where it is and when it lands.\n\n![${WALL}](/media/${media.hash}-1200.webp)\n`,
      category: 'Best Practices',
      tags: 'Logistics, Dashboards',
      author: 'Priya Nair, Delivery Lead',
      cover_alt: '',
      cover_image: `${media.hash}:1300x700`,
      publish_at: '',
    }
    const refused = await callAction(admin.send, 'saveArticleAction', fields, {}, EDITOR)
    const refusal = 'Describe the uploaded cover to publish: the description is its alt text.'
    expect(refused).toMatchObject({ status: 'error', message: refusal })
    // The message stands at the description's field.
    expect((refused as { body: string }).body).toContain(`"fieldErrors":{"cover_alt":"${refusal}"}`)
    const alt = 'Cranes loading containers at dusk'
    const published = await callAction(
      admin.send,
      'saveArticleAction',
      { ...fields, cover_alt: alt },
      {},
      EDITOR,
    )
    expect(published).toMatchObject({ status: 'ok' })

    const html = await (await fetch(`${server.url}/blog/harbour-logistics-on-one-dashboard`)).text()
    const hero = /<picture>[^]*?<\/picture>/.exec(html)?.[0] ?? ''
    expect(hero).toContain(
      `<source type="image/avif" srcSet="/media/${media.hash}-480.avif 480w, /media/${media.hash}-800.avif 800w, /media/${media.hash}-1200.avif 1200w"`,
    )
    expect(hero).toContain(`/media/${media.hash}-1200.webp 1200w`)
    expect(hero).toMatch(/<img [^>]*alt="Cranes loading containers at dusk"/)
    expect(hero).toMatch(/<img [^>]*width="1300" height="700"/)
    expect(hero).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/i)
    const inBody = /data-testid="article-body"[^]*?(<picture>[^]*?<\/picture>)/.exec(html)?.[1] ?? ''
    expect(inBody).toContain(`<source type="image/webp" srcSet="/media/${media.hash}-480.webp 480w, `)
    expect(inBody).toMatch(
      new RegExp(`<img [^>]*alt="${WALL}" width="1300" height="700"[^>]* loading="lazy"`),
    )
    const variant = await fetch(`${server.url}/media/${media.hash}-800.avif`)
    expect(variant.headers.get('content-type')).toBe('image/avif')

    const blog = await (await fetch(`${server.url}/blog`)).text()
    expect(blog).toContain(`/media/${media.hash}-480.webp 480w`)
  })
})
