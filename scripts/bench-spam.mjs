// Spam benchmark: the corpus in scripts/spam-corpus (written for this repository by helpers who
// had not seen the rules: genuine enquiries and comments, 647 of them since issue 34 grew the
// genuine half, and 239 spam, in English, Hindi in Devanagari and in Latin letters and other
// languages) is sent to a production build three times, each time into a fresh database:
//   bot:     plain POSTs straight to the endpoints, as a script does (no challenge, none of a
//            browser's headers; the hidden honeypot field left empty, as a careful bot leaves it);
//   no JS:   through the site's forms in Chromium with JavaScript off (no challenge);
//   browser: through the forms in Chromium, as a person does (the form's invisible challenge is
//            solved; the bench waits PERSON_MS after the first focus before sending, as a person
//            takes at least that long to fill a form).
// The word model (server/spam/words.ts) is taught on another corpus, server/spam/corpus, written
// apart from this one; the bench prints how many of its messages share a run of words with it.
// The cues of offering and asking (server/spam/stance.ts) were written while reading this bench's
// misses, so its figures for them flatter: on the training corpus, which they were not written
// from, they find an offer in 7.4% of spam and 0.5% of genuine messages.
// Prints each pass's confusion table (kept, of which marked "Might be spam", held, refused), the
// reasons that fired and every message put on the wrong side, and checks issue 34's targets: all
// of the bots' spam held; without JavaScript at least 90% of spam held and at most 1 genuine
// message in 100; typed in a browser at least 70% of spam held and 90% held or marked, no genuine
// message held and at most 2% marked.
// Usage: npm run bench:spam [-- --no-build --pages=8 --passes=bot,nojs,browser]
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.mjs'
import { buildAndStart, option } from './bench-server.mjs'
import { SHINGLE, sharedTexts } from './spam-corpus/overlap.mjs'

const PORT = 3302
const PAGES = Number(option('pages', 8))
const PERSON_MS = 4_000
const corpus = (name) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'spam-corpus', `${name}.json`), 'utf8')).map(
    (item, i) => ({ ...item, truth: name, key: `${name}-${i}` }),
  )
const items = [...corpus('genuine'), ...corpus('spam')]

const taught = ['spam', 'genuine'].flatMap((name) =>
  JSON.parse(readFileSync(path.join('server', 'spam', 'corpus', `${name}.json`), 'utf8')).map(
    (m) => m.message,
  ),
)
const shared = sharedTexts(
  items.map((item) => item.message),
  taught,
)
console.log(
  `The word model was taught on server/spam/corpus (${taught.length} messages); ${shared.length} of the ${items.length} here are near copies of one of them (more than a quarter of their runs of ${SHINGLE} words found there).`,
)
const article = readdirSync('content/blog')
  .find((f) => f.endsWith('.md'))
  .replace(/\.md$/, '')

/** The fields each form takes from a corpus item (a comment has no name or company). */
const fieldsOf = (item) =>
  item.kind === 'comment'
    ? { comment: item.message, email: item.email, ...(item.website ? { website: item.website } : {}) }
    : {
        name: item.name,
        email: item.email,
        message: item.message,
        ...(item.company ? { company: item.company } : {}),
        ...(item.website ? { website: item.website } : {}),
      }

async function sendPlain(base, item) {
  const endpoint = item.kind === 'comment' ? '/api/comments' : '/api/contact'
  const fields = item.kind === 'comment' ? { blog_id: article, ...fieldsOf(item) } : fieldsOf(item)
  const res = await fetch(`${base}${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: base,
    },
    body: new URLSearchParams(fields).toString(),
  })
  return answerOf(item, res.status, await res.text())
}

/**
 * 201, or 400 when the form's own rules refuse the message (a comment with HTML in it): the
 * visitor is told why and nothing is stored, so it is counted apart. Anything else stops the bench.
 */
function answerOf(item, status, body) {
  if (status === 201) return 'stored'
  if (status === 400) return 'refused'
  throw new Error(`${item.key}: answered ${status} ${body}`)
}

async function sendBrowser(page, base, item, { script }) {
  const comment = item.kind === 'comment'
  await page.goto(comment ? `${base}/blog/${article}` : `${base}/services`)
  const form = page.getByTestId(comment ? 'comment-form' : 'contact-form')
  // The enquiry form is behind a tab with JavaScript; a click before the page has hydrated does
  // nothing, so it is clicked again until the form shows (as a person would).
  for (let i = 0; !comment && script && !(await form.isVisible()); i++) {
    if (i === 40) throw new Error(`${item.key}: the enquiry form never showed`)
    await page.getByRole('tab', { name: 'Get in Touch' }).click()
    await page.waitForTimeout(250)
  }
  await form.scrollIntoViewIfNeeded()
  const started = Date.now()
  for (const [name, value] of Object.entries(fieldsOf(item)))
    await form.locator(`[name="${name}"]`).fill(value)
  if (script) await page.waitForTimeout(Math.max(0, PERSON_MS - (Date.now() - started)))
  const answered = page
    .waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(comment ? '/api/comments' : '/api/contact'),
      { timeout: 90_000 },
    )
    .then((res) => ({ res }))
  // With JavaScript the form's own rules run first: a message they refuse (a comment with HTML)
  // is flagged at its field and never sent, as it is refused by the server without JavaScript.
  const flagged = form
    .locator('[aria-invalid="true"]')
    .first()
    .waitFor({ timeout: 90_000 })
    .then(() => ({ res: null }))
  await form.locator('button[type="submit"]').click()
  const { res } = await Promise.race([answered, flagged])
  answered.catch(() => {})
  flagged.catch(() => {})
  if (!res) return 'refused'
  // Without JavaScript the browser gets a page: 200 for a message taken, 400 for one refused.
  return answerOf(item, res.status() === 200 && !script ? 201 : res.status(), await res.text())
}

/** What the database made of each item: held as spam or not, and the reasons that fired. */
function verdicts(dataDir, answers) {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  const rows = [
    ...db
      .prepare('select email, message as text, status, spam_reasons, spam_unsure from contact_messages')
      .all(),
    ...db
      .prepare('select email, comment as text, status, spam_reasons, spam_unsure from blog_comments')
      .all(),
  ]
  db.close()
  return items.map((item) => {
    if (answers.get(item.key) === 'refused')
      return { item, refused: true, spam: false, unsure: false, reasons: [] }
    // A browser sends a text area's line breaks as CRLF; the text is compared without them.
    const text = (t) => t.replace(/\r\n?/g, '\n').trim()
    const row = rows.find((r) => r.email === item.email && text(r.text) === text(item.message))
    if (!row) throw new Error(`${item.key} was not stored`)
    const spam = row.status === 'spam'
    return {
      item,
      spam,
      unsure: !spam && row.spam_unsure === 1,
      reasons: JSON.parse(row.spam_reasons ?? '[]'),
    }
  })
}

function report(pass, results, { bots = false } = {}) {
  const count = (truth, spam) =>
    results.filter((r) => r.item.truth === truth && !r.refused && r.spam === spam).length
  const refused = (truth) => results.filter((r) => r.item.truth === truth && r.refused).length
  const total = (truth) => results.filter((r) => r.item.truth === truth).length
  const marked = (truth) => results.filter((r) => r.item.truth === truth && r.unsure).length
  console.log(`\n## ${pass}\n`)
  console.log(
    "| sent | kept as a lead | of which marked Might be spam | held as spam | refused by the form's rules |",
  )
  console.log('|---|---|---|---|---|')
  for (const truth of ['genuine', 'spam'])
    console.log(
      `| ${truth} (${total(truth)}) | ${count(truth, false)} | ${marked(truth)} | ${count(truth, true)} | ${refused(truth)} |`,
    )
  for (const truth of ['genuine', 'spam'])
    for (const spam of [false, true]) {
      const fired = {}
      for (const r of results.filter((x) => x.item.truth === truth && x.spam === spam))
        for (const reason of r.reasons) fired[reason.code] = (fired[reason.code] ?? 0) + 1
      const list = Object.entries(fired).sort((a, b) => b[1] - a[1])
      console.log(
        `- reasons on ${truth} ${spam ? 'held as spam' : 'kept'}: ${list.map(([c, n]) => `${c} ${n}`).join(', ') || 'none'}`,
      )
    }
  // A person never posts from a script: in the bots' pass only the spam kept is worth listing.
  const wrong = results.filter(
    (r) => (r.item.truth === 'spam') !== Boolean(r.spam || r.refused) && (r.item.truth === 'spam' || !bots),
  )
  for (const r of wrong)
    console.log(
      `  - ${r.item.truth} ${r.item.kind} (${r.item.lang}) ${r.refused ? 'refused' : r.spam ? 'held' : 'kept'}: score ${r.reasons.reduce((s, x) => s + x.weight, 0)} [${r.reasons.map((x) => x.code).join(', ')}] “${r.item.message.slice(0, 70).replace(/\s+/g, ' ')}…”`,
    )
  // Spam refused by the form's rules never reaches the desk either; a genuine message refused is
  // one its sender is told to fix, and is counted against the filter too.
  return {
    caught: (count('spam', true) + refused('spam')) / total('spam'),
    caughtOrMarked: (count('spam', true) + refused('spam') + marked('spam')) / total('spam'),
    falseHeld: count('genuine', true) + refused('genuine'),
    falseMarked: marked('genuine'),
    genuine: total('genuine'),
  }
}

const build = !process.argv.includes('--no-build')
const env = { FORM_RATE_LIMIT: '100000000' }
const outcome = {}
const passes = option('passes', 'bot,nojs,browser').split(',')
const skipped = { caught: NaN, caughtOrMarked: NaN, falseHeld: NaN, falseMarked: NaN, genuine: NaN }

// Plain POSTs first (and the build, when asked), each pass into a database of its own.
let server = await buildAndStart({ port: PORT, build, env })
try {
  const answers = new Map()
  if (passes.includes('bot')) {
    for (const item of items) answers.set(item.key, await sendPlain(server.base, item))
    outcome.plain = report(
      'plain POSTs, as a bot sends them (no challenge, no browser headers)',
      verdicts(server.dataDir, answers),
      { bots: true },
    )
  } else outcome.plain = skipped
} finally {
  await server.stop()
}

/** Every item through the forms in Chromium, PAGES at a time, with or without JavaScript. */
async function throughForms(title, { script }) {
  const server = await buildAndStart({ port: PORT, build: false, env })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const queue = [...items]
    const answers = new Map()
    const started = Date.now()
    await Promise.all(
      Array.from({ length: PAGES }, async () => {
        const page = await (await browser.newContext({ javaScriptEnabled: script })).newPage()
        for (let item = queue.shift(); item; item = queue.shift())
          answers.set(item.key, await sendBrowser(page, server.base, item, { script }))
      }),
    )
    console.log(
      `\n(${items.length} sent through the forms in ${Math.round((Date.now() - started) / 1000)} s)`,
    )
    return report(title, verdicts(server.dataDir, answers))
  } finally {
    await browser.close()
    await server.stop()
  }
}

outcome.noJs = !passes.includes('nojs')
  ? skipped
  : await throughForms('through the forms in Chromium with JavaScript off (no challenge)', {
      script: false,
    })
outcome.browser = !passes.includes('browser')
  ? skipped
  : await throughForms('through the forms in Chromium (challenge solved)', { script: true })

const pct = (x) => `${(x * 100).toFixed(1)}%`
console.log('\n## Targets\n')
// Issue 34's targets: the sure verdict decides, the unsure one marks "Might be spam".
const checks = [
  [`spam held, sent by a bot: ${pct(outcome.plain.caught)} (all)`, outcome.plain.caught === 1],
  [`spam held, without JavaScript: ${pct(outcome.noJs.caught)} (at least 90%)`, outcome.noJs.caught >= 0.9],
  [
    `genuine held, without JavaScript: ${outcome.noJs.falseHeld} of ${outcome.noJs.genuine} (at most 1 in 100)`,
    outcome.noJs.falseHeld <= outcome.noJs.genuine * 0.01,
  ],
  [
    `spam held when typed into the forms by a person (challenge solved): ${pct(outcome.browser.caught)} (at least 70%)`,
    outcome.browser.caught >= 0.7,
  ],
  [
    `spam held or marked Might be spam, typed by a person: ${pct(outcome.browser.caughtOrMarked)} (at least 90%)`,
    outcome.browser.caughtOrMarked >= 0.9,
  ],
  [`genuine held, from a browser: ${outcome.browser.falseHeld} (none)`, outcome.browser.falseHeld === 0],
  [
    `genuine marked Might be spam, from a browser: ${outcome.browser.falseMarked} of ${outcome.browser.genuine} (${pct(outcome.browser.falseMarked / outcome.browser.genuine)}; at most 2%)`,
    outcome.browser.falseMarked <= outcome.browser.genuine * 0.02,
  ],
]
for (const [text, ok] of checks)
  console.log(`- ${text.includes('NaN') ? 'not run' : ok ? 'met' : 'MISSED'}: ${text}`)
