import { randomBytes } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { callAction } from '@/tests/integration/actions'
import { adminClient, database } from '@/tests/integration/client'

/**
 * A revision compared with the current text, from the editor page's address (`?compare=`), on both
 * databases: the fields that differ and the body's lines removed and added, each said in words.
 * The article stays a draft, so nothing a visitor sees changes.
 */
const EDITOR = '/admin-dashboard/content/articles/new'

describe.each(inject('targets'))('comparing revisions on $name', (target) => {
  it('shows what a revision had and the current text has', async () => {
    const admin = await adminClient(target)
    const title = `Comparing Drafts ${randomBytes(4).toString('hex')}`
    const fields = {
      id: '',
      revision: '0',
      intent: 'save',
      title,
      summary: 'The first summary of a draft that is compared with its later self.',
      body: '## Costs\n\nHosting is the first line.\n\nThemes are the second.\n',
      category: 'Best Practices',
      tags: 'Drafts, Revisions',
      author: 'Priya Nair, E-commerce Lead',
      cover_alt: '',
      publish_at: '',
    }
    expect((await callAction(admin.send, 'saveArticleAction', fields, {}, EDITOR)).status).toBe('ok')
    const entry = await database(target)
      .selectFrom('content_entries')
      .select(['id', 'revision'])
      .where('kind', '=', 'article')
      .where('slug', 'like', 'comparing-drafts-%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    const edited = {
      ...fields,
      id: entry.id,
      revision: String(entry.revision),
      summary: 'A second summary, written after the first one was saved.',
      body: '## Costs\n\nHosting is the first line.\n\nApps are the second.\n',
    }
    expect((await callAction(admin.send, 'saveArticleAction', edited, {}, EDITOR)).status).toBe('ok')
    const first = await database(target)
      .selectFrom('content_revisions')
      .select('id')
      .where('entry_id', '=', entry.id)
      .where('revision', '=', 1)
      .executeTakeFirstOrThrow()

    const path = `/admin-dashboard/content/articles/${entry.id}`
    const plain = await (await admin.send(path, { headers: { Accept: 'text/html' } })).text()
    expect(plain).toContain('Compare revision 1 with the current text')
    expect(plain).not.toContain('against the current text')

    const res = await admin.send(`${path}?compare=${first.id}`, { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    // React's markers between a text and its neighbours are not part of what is read.
    const html = (await res.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('Revision 1 against the current text')
    expect(html).toMatch(/<dt[^>]*>Summary<\/dt>/)
    expect(html).toContain('The first summary of a draft')
    expect(html).toMatch(/<del>.*?Removed: <\/span>Themes are the second\.<\/del>/)
    expect(html).toMatch(/<ins[^>]*>.*?Added: <\/span>Apps are the second\.<\/ins>/)
    expect(html).not.toContain('Removed: </span>Hosting is the first line.')
  })
})
