import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { company } from '@/content/company'
import { faqs } from '@/content/faq'
import { jobs } from '@/content/jobs'
import { offerings } from '@/content/offerings'
import { projects } from '@/content/projects'
import { serviceCards } from '@/content/service-cards'
import { testimonials } from '@/content/testimonials'
import { client, database, pdfBytes } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { applicationForm, marker } from '@/tests/integration/uploads'
import { ROLE_CLOSED } from '@/modules/applications/form'
import { posts } from '@/tests/helpers/articles'

/**
 * The content store: a fresh database starts with the repository's content, every entry
 * published; running the migrations again (a restart, a new release) neither imports it twice nor
 * undoes an edit; and the public routes read what is published there, not the files.
 */

/** `npm run db:migrate` against the target's database, as a restart or a new release runs it. */
function migrateAgain(target: Target) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:migrate'], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))))
  })
}

/** A published role of the test's own, so other test files never see the site's roles change. */
async function addRole(target: Target, title: string) {
  const slug = `probe-${marker(8)}`
  const data = JSON.stringify({ ...jobs[0], id: slug, title })
  const at = new Date().toISOString()
  await database(target)
    .insertInto('content_entries')
    .values({
      id: randomUUID(),
      kind: 'role',
      slug,
      position: 100,
      state: 'published',
      draft: data,
      published: data,
      publish_at: null,
      published_at: at,
      revision: 1,
      created_at: at,
      updated_at: at,
      updated_by: null,
    })
    .execute()
  return slug
}

async function apply(target: Target, jobTitle: string) {
  const form = applicationForm(pdfBytes(`% resume ${marker()}\n`))
  form.set('job_title', jobTitle)
  form.set('email', `applicant.${marker(6)}@example.com`)
  return client(target).send('/api/applications', { method: 'POST', body: form })
}

describe.each(inject('targets'))('the content store on $name', (target) => {
  it('starts with the site’s content, every entry published with its first revision', async () => {
    const entries = await database(target)
      .selectFrom('content_entries')
      .select(['id', 'kind', 'slug', 'state', 'draft', 'published', 'revision'])
      .where('slug', 'not like', 'probe-%')
      .execute()
    const count = (kind: string) => entries.filter((e) => e.kind === kind).length
    expect({
      article: count('article'),
      role: count('role'),
      project: count('project'),
      testimonial: count('testimonial'),
      faq: count('faq'),
      service: count('service'),
      card: count('card'),
      facts: count('facts'),
    }).toEqual({
      article: posts.length,
      role: jobs.length,
      project: projects.length,
      testimonial: testimonials.length,
      faq: faqs.length,
      service: offerings.length,
      card: serviceCards.length,
      facts: 1,
    })
    for (const e of entries) {
      expect(e.state, e.slug).toBe('published')
      expect(e.published, e.slug).toBe(e.draft)
    }
    const article = entries.find((e) => e.kind === 'article' && e.slug === 'woocommerce-vs-shopify')!
    expect(JSON.parse(article.published!)).toMatchObject({
      title: posts[1]!.title,
      summary: posts[1]!.summary,
    })
    expect(JSON.parse(article.published!).body).toContain('```comparison')
    expect(JSON.parse(entries.find((e) => e.kind === 'facts')!.published!)).toEqual(company)

    const revisions = await database(target)
      .selectFrom('content_revisions')
      .select(['entry_id', 'event'])
      .where('event', '=', 'seed')
      .execute()
    expect(new Set(revisions.map((r) => r.entry_id))).toEqual(
      new Set(entries.filter((e) => e.revision === 1).map((e) => e.id)),
    )
  })

  it('keeps an edit, and imports nothing twice, when the migrations run again', async () => {
    const db = database(target)
    const faq = await db
      .selectFrom('content_entries')
      .select(['id', 'published'])
      .where('kind', '=', 'faq')
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow()
    const edited = JSON.stringify({ ...JSON.parse(faq.published!), answer: 'Edited in the desk.' })
    // Counted by their seed revisions: other files' tests may write drafts on this server meanwhile.
    const seeded = async () =>
      (await db.selectFrom('content_revisions').select('entry_id').where('event', '=', 'seed').execute())
        .length
    const before = await seeded()
    await db
      .updateTable('content_entries')
      .set({ published: edited, draft: edited })
      .where('id', '=', faq.id)
      .execute()
    try {
      await migrateAgain(target)
      const after = await db
        .selectFrom('content_entries')
        .select(['id', 'kind', 'slug', 'published'])
        .execute()
      expect(await seeded()).toBe(before)
      expect(new Set(after.map((e) => `${e.kind}:${e.slug}`)).size).toBe(after.length)
      expect(after.find((e) => e.id === faq.id)!.published).toBe(edited)
    } finally {
      await db
        .updateTable('content_entries')
        .set({ published: faq.published, draft: faq.published! })
        .where('id', '=', faq.id)
        .execute()
    }
  }, 60_000)

  it('takes applications for the roles published, and tells an applicant a role has closed', async () => {
    const title = `Probe Engineer ${marker(5)}`
    const slug = await addRole(target, title)
    try {
      expect((await apply(target, title)).status).toBe(201)
      await database(target)
        .updateTable('content_entries')
        .set({ published: null, state: 'unpublished' })
        .where('kind', '=', 'role')
        .where('slug', '=', slug)
        .execute()
      const refused = await apply(target, title)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ fieldErrors: { job_title: ROLE_CLOSED } })
    } finally {
      await database(target).deleteFrom('content_entries').where('slug', '=', slug).execute()
    }
  })
})
