import SQLite from 'better-sqlite3'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { company } from '@/content/company'
import { readSeedArticles } from '@/content/index'
import { articlePicturePath } from '@/lib/share-pictures'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import type { CaughtMail } from '@/tests/helpers/mail-catcher'
import type { RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, ownMailedServer } from '@/tests/integration/client'
import { attr, find, parseHtml, text, textContent } from '@/tests/integration/html'
import { onceOnly, type Target } from '@/tests/integration/targets'

/**
 * The company's facts, edited in the desk's shared editor on a server of the test's own (a change
 * of them remakes every page): once published, the new name, slogan, address, e-mails and phones
 * are what a visitor reads in every page's header, footer, metadata and structured data, in the
 * feeds and the privacy policy, and what a lead reads in the e-mails the site sends; the old ones
 * are gone. A malformed address is refused at its field and changes nothing.
 */
const PORT = 3343 + TEST_PORT_SHIFT
const SMTP_PORT = 2581 + TEST_PORT_SHIFT
const ADMIN = { email: 'owner@facts.example', password: 'correct-horse-battery-staple' }
const NOTIFY = 'team@facts.example'

const NEW = {
  name: 'Harbour Lane Software',
  slogan: 'Software Built to Last',
  city: 'Pune',
  emails: ['hello@harbourlane.example', 'jobs@harbourlane.example'],
  phones: ['+1 (212) 555-0199', '+91 99000 11111'],
  linkedIn: 'https://www.linkedin.com/company/harbour-lane-software',
}
const OLD = { email: company.emails[0], phone: company.phones[0].number, slogan: company.slogan }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(onceOnly(['sqlite']))('the company’s facts, edited in the desk (%s)', () => {
  let server: RunningServer
  let target: Target
  let admin: Awaited<ReturnType<typeof adminClient>>
  let stop: () => Promise<void>
  let mails: CaughtMail[] = []

  const entry = () =>
    new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true })
      .prepare("select id, revision, published from content_entries where kind = 'facts'")
      .get() as { id: string; revision: number; published: string }
  const get = (route: string) => fetch(`${server.url}${route}`, { redirect: 'manual' })
  /** The route as the store serves it once it is made again, not rendered live. */
  const made = async (route: string, until: (body: string) => boolean) => {
    for (let i = 0; i < 300; i++) {
      const res = await get(route)
      const body = await res.text()
      if (res.headers.get('cache-control') === 'public, max-age=0, must-revalidate' && until(body))
        return body
      await sleep(100)
    }
    throw new Error(`${route} was not made again with the new facts`)
  }
  /** The facts as the editor's fields send them, over the published ones. */
  const fields = (changes: Record<string, string> = {}) => ({
    name: company.name,
    slogan: company.slogan,
    blurb: company.blurb,
    'address.0.city': company.address.city,
    'address.0.country': company.address.country,
    country: company.country,
    emails: company.emails.join('\n'),
    'phones.0.number': company.phones[0].number,
    'phones.1.number': company.phones[1].number,
    whatsappGreeting: company.whatsappGreeting,
    ...Object.fromEntries(
      company.socials.flatMap((s, i) => [
        [`socials.${i}.name`, s.name],
        [`socials.${i}.link`, s.link],
      ]),
    ),
    ...changes,
  })
  const publish = (changes: Record<string, string>) => {
    const { id, revision } = entry()
    return callAction(
      admin.send,
      'saveKindAction',
      { ...fields(changes), id, revision: String(revision), kind: 'facts', intent: 'publish' },
      {},
      `/admin-dashboard/content/facts/${id}`,
    )
  }
  /** The page's JSON-LD nodes, read with a parser. */
  const jsonLd = (html: string) =>
    find(parseHtml(html), 'script', { type: 'application/ld+json' }).flatMap(
      (s) => [JSON.parse(textContent(s))].flat() as Record<string, unknown>[],
    )
  const meta = (html: string, property: string) =>
    find(parseHtml(html), 'meta').find(
      (m) => attr(m, 'property') === property || attr(m, 'name') === property,
    )

  beforeAll(async () => {
    ;({ server, target, mails, stop } = await ownMailedServer(PORT, SMTP_PORT, ADMIN, NOTIFY))
    admin = await adminClient(target, ADMIN)
  }, 120_000)
  afterAll(() => stop?.())

  it('offers the facts on the Content page, in the shared editor', async () => {
    const list = await (await admin.send('/admin-dashboard/content')).text()
    expect(list).toMatch(/<h3 id="content-facts"[^>]*>Company facts<\/h3>/)
    const editor = parseHtml(await (await admin.send(`/admin-dashboard/content/facts/${entry().id}`)).text())
    const named = (name: string) => find(editor, '*', { name })[0]
    expect(named('emails')?.tagName).toBe('textarea')
    expect(attr(named('phones.1.number')!, 'aria-label')).toBe('Phones, phone 2, Number')
    expect(attr(named('address.0.city')!, 'aria-label')).toBe('Address, City')
    expect(named('foundedYear')).toBeUndefined()
  })

  it('refuses a malformed e-mail address at its field and changes nothing', async () => {
    const before = entry()
    const answer = await publish({ emails: `${company.emails[0]}\nhello at example` })
    expect(answer.status).toBe('error')
    expect(answer.message).toBe(
      'E-mails (item 2): Not an e-mail address; write one such as hello@example.com.',
    )
    expect(entry()).toEqual(before)
  })

  it('shows the new facts on every page, in its metadata and structured data, the feeds and the policy', async () => {
    const pictures = new Map<string, string | null>()
    for (const picture of ['/og.png', articlePicturePath(readSeedArticles()[0]!.slug)])
      pictures.set(picture, (await get(picture)).headers.get('etag'))
    const answer = await publish({
      name: NEW.name,
      slogan: NEW.slogan,
      'address.0.city': NEW.city,
      emails: NEW.emails.join('\n'),
      'phones.0.number': NEW.phones[0]!,
      'phones.1.number': NEW.phones[1]!,
      'socials.0.link': NEW.linkedIn,
    })
    expect(answer).toMatchObject({ status: 'ok', message: 'Published: live at /.' })

    // A page the change does not otherwise touch: its header, footer, title and Open Graph tags.
    const projects = await made('/projects', (html) => html.includes(NEW.slogan))
    const page = parseHtml(projects)
    const header = find(page, 'header', { id: 'site-header' })[0]!
    expect(text(header)).toContain(NEW.name)
    expect(text(header)).toContain(NEW.slogan)
    const footer = find(page, 'footer')[0]!
    expect(text(footer)).toContain(NEW.emails[0])
    expect(text(footer)).toContain(NEW.phones[0])
    expect(text(footer)).toContain(`${NEW.city}, ${company.address.country}`)
    expect(text(find(page, 'title')[0]!)).toMatch(new RegExp(`\\| ${NEW.name}$`))
    expect(attr(meta(projects, 'og:site_name')!, 'content')).toBe(NEW.name)
    const organization = jsonLd(projects).find((n) => n['@type'] === 'Organization')!
    expect(organization).toMatchObject({
      name: NEW.name,
      slogan: NEW.slogan,
      email: NEW.emails[0],
      telephone: NEW.phones,
      address: { addressLocality: NEW.city },
    })
    expect(organization.sameAs).toContain(NEW.linkedIn)
    for (const old of [OLD.email, OLD.phone, OLD.slogan, company.socials[0]!.link])
      expect(projects).not.toContain(old)

    const feed = await made('/feed.xml', (xml) => xml.includes(NEW.name))
    expect(feed).toContain(`<title>${NEW.name} blog</title>`)
    expect(feed).not.toContain(`${company.name} blog`)

    const policy = await made('/privacy-policy', (html) => html.includes(NEW.emails[0]!))
    // The contact card names the privacy contact; every address on the page is a new one.
    const card = find(parseHtml(policy), 'section', { 'aria-labelledby': 'legal-contact' })[0]!
    expect(find(card, 'a').map((a) => attr(a, 'href'))).toEqual([`mailto:${NEW.emails[0]}`])
    const mailto = find(parseHtml(policy), 'a').filter((a) => attr(a, 'href')?.startsWith('mailto:'))
    for (const a of mailto) expect(NEW.emails.map((e) => `mailto:${e}`)).toContain(attr(a, 'href'))
    expect(policy).toContain(`write to ${NEW.emails[0]}`)
    expect(policy).not.toContain(OLD.email)
    // The copy that names the company (the policy's and the terms' openings, the About page's
    // heading and story) says the new name, and the old one is nowhere on those pages.
    expect(policy).toContain(
      `${NEW.name} (&quot;we&quot;, &quot;us&quot;, &quot;our&quot;) respects your privacy`,
    )
    const terms = await made('/terms-and-conditions', (html) => html.includes(NEW.name))
    expect(terms).toContain(`Welcome to the website of ${NEW.name}.`)
    const about = await made('/about', (html) => html.includes(NEW.name))
    expect(text(find(parseHtml(about), 'h1')[0]!)).toBe(`About ${NEW.name}`)
    expect(about).toContain(`${NEW.name} started in ${company.foundedYear} when`)
    for (const html of [policy, terms, about]) expect(html).not.toContain(company.name)

    // The share pictures are drawn again with the new name: the default one and an article's.
    for (const picture of ['/og.png', articlePicturePath(readSeedArticles()[0]!.slug)]) {
      const before = pictures.get(picture)
      for (let i = 0; i < 300 && (await get(picture)).headers.get('etag') === before; i++) await sleep(100)
      expect((await get(picture)).headers.get('etag'), picture).not.toBe(before)
    }
  }, 120_000)

  it('sends the e-mails under the new name and addresses', async () => {
    const email = 'ravi.menon@example.com'
    const res = await client(target).postForm('/api/contact', {
      name: 'Ravi Menon',
      email,
      message: 'We would like a quote for rebuilding our clinic booking site this spring.',
    })
    expect(res.status).toBe(201)
    const mailTo = async (address: string) => {
      for (let i = 0; i < 200; i++) {
        const mail = mails.find((m) => m.to.includes(address))
        if (mail) return mail
        await sleep(100)
      }
      throw new Error(`No e-mail to ${address}`)
    }
    const notification = await mailTo(NOTIFY)
    expect(notification.text).toContain(`A new enquiry arrived on the ${NEW.name} website.`)
    const acknowledgement = await mailTo(email)
    expect(acknowledgement.text).toContain(`Thank you for writing to ${NEW.name}.`)
    expect(acknowledgement.replyTo).toContain(NEW.emails[0])
    expect(acknowledgement.raw).toMatch(new RegExp(`^From: "?${NEW.name}"? <${NEW.emails[0]}>`, 'm'))
    for (const mail of [notification, acknowledgement]) {
      expect(mail.raw).not.toContain(company.name)
      expect(mail.raw).not.toContain(OLD.email)
    }
  }, 60_000)
})
