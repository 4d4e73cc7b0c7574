// Made-up leads for bench:desk: enquiries, applications, blog comments and their timelines, as a
// site two years into its life would hold them. Deterministic (seeded) apart from the ids, so
// every run and both databases see the same mix. Its words (scripts/bench-desk-words.mjs) were written for this project.
import { randomUUID } from 'node:crypto'
import {
  FIRST,
  LAST,
  COMPANY_A,
  COMPANY_B,
  COMPANY_C,
  FREE_MAIL,
  TLD,
  SOURCES,
  WANT,
  INDUSTRY,
  MONTH,
  OPEN,
  ABOUT,
  DETAIL,
  EXTRA,
  CLOSE,
  CITY,
  BUDGET,
  JOBS,
  COVER,
  SKILL,
  ENJOY,
  DID,
  NOTES,
} from './bench-desk-words.mjs'

/** mulberry32: a small seeded generator, so the data is the same on every run. */
export function rng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n) => Math.floor(next() * n)
  const pick = (list) => list[int(list.length)]
  const chance = (p) => next() < p
  /** n different entries of a list (n at most its length). */
  const some = (list, n) => {
    const rest = [...list]
    return Array.from({ length: n }, () => rest.splice(int(rest.length), 1)[0])
  }
  return { next, int, pick, chance, some }
}

const fill = (r, text, vars) =>
  text.replace(/\{(\w+)\}/g, (_, k) => (k === 'want' ? fill(r, r.pick(WANT), vars) : String(vars[k])))

const DAY = 24 * 3600_000

/**
 * The rows to insert, one array per table, in the tables' column order (`COLUMNS`).
 * Times are ISO-8601 UTC strings over the two years before `nowMs`.
 */
export function makeLeads({ messages, applications, comments, admin, nowMs = Date.now(), seed = 20260101 }) {
  const r = rng(seed)
  const iso = (ms) => new Date(Math.min(ms, nowMs - 1000)).toISOString()
  const vars = () => ({
    industry: r.pick(INDUSTRY),
    month: r.pick(MONTH),
    city: r.pick(CITY),
    budget: r.pick(BUDGET),
    size: 2 + r.int(80),
    n: 20 + r.int(2000),
    years: 1 + r.int(12),
    weeks: 1 + r.int(8),
    count: 3 + r.int(20),
    skill: r.pick(SKILL),
    enjoy: r.pick(ENJOY),
    did: r.pick(DID),
  })
  const person = () => {
    const first = r.pick(FIRST)
    const last = r.pick(LAST)
    const company = `${r.pick(COMPANY_A)} ${r.pick(COMPANY_B)}${r.pick(COMPANY_C)}`
    const companyDomain = `${company.split(' ').slice(0, 2).join('').toLowerCase()}${r.pick(TLD)}`
    const f = first.toLowerCase()
    const l = last.toLowerCase()
    const business = r.chance(0.55)
    const domain = business ? companyDomain : r.pick(FREE_MAIL)
    const local = r.pick([
      `${f}.${l}`,
      `${f}${l}`,
      `${f[0]}${l}`,
      `${f}_${l}${r.int(100)}`,
      `${f}${1970 + r.int(40)}`,
      `${l}.${f}`,
    ])
    // Some type their address with capitals; the desk matches those as typed or in lower case.
    const email = r.chance(0.04) ? `${first}.${last}@${domain}` : `${local}@${domain}`
    const phone =
      r.pick(['+91 9', '+91 8', '+91 7', '+971 5', '+44 7', '+49 15', '+234 80', '+254 7']) +
      String(10_000_000 + r.int(89_999_999))
    return {
      name: `${first} ${last}`,
      email,
      phone,
      company: business ? company : null,
      website: business && r.chance(0.6) ? `https://${companyDomain}` : null,
    }
  }
  // About one lead in twelve comes from someone who wrote before (same address).
  const people = []
  const someone = () => {
    if (people.length > 50 && r.chance(0.08)) return r.pick(people)
    const p = person()
    people.push(p)
    return p
  }
  // Arrivals over two years, a little denser lately.
  const arrival = () => nowMs - Math.floor(730 * DAY * Math.pow(r.next(), 1.15))

  const events = []
  const event = (tab, id, kind, at, detail = null, actor = admin) =>
    events.push([randomUUID(), tab, id, kind, detail, null, actor, iso(at)])

  /** Opened, replied and status history of one lead; returns [opened_at, first_reply_at, seconds]. */
  const history = (tab, id, createdMs, status, initial, replied) => {
    const ageDays = (nowMs - createdMs) / DAY
    const untouched = status === initial && (ageDays < 10 ? r.chance(0.7) : r.chance(0.5))
    if (untouched) return [null, null, null]
    const openedMs = Math.min(createdMs + 60_000 + r.int(ageDays < 3 ? 6 * 3600_000 : 3 * DAY), nowMs - 1000)
    event(tab, id, 'opened', openedMs, null)
    let replyMs = null
    if (replied) {
      replyMs = Math.min(openedMs + 120_000 + r.int(2 * DAY), nowMs - 1000)
      event(tab, id, 'status', replyMs, `${initial} → ${status}`)
    } else if (status !== initial) {
      event(tab, id, 'status', Math.min(openedMs + r.int(5 * DAY), nowMs - 1000), `${initial} → ${status}`)
    }
    if (r.chance(0.1))
      event(tab, id, 'note', Math.min(openedMs + r.int(3 * DAY), nowMs - 1000), r.pick(NOTES))
    // Rows answered before the desk existed have a reply time but no seconds (migration 0003).
    const seconds = replyMs !== null && r.chance(0.9) ? Math.round((replyMs - createdMs) / 1000) : null
    return [iso(openedMs), replyMs === null ? null : iso(replyMs), seconds]
  }

  const contactRows = []
  for (let i = 0; i < messages; i++) {
    const id = randomUUID()
    const p = someone()
    const createdMs = arrival()
    const v = vars()
    const recent = nowMs - createdMs < 7 * DAY
    const status = recent
      ? r.pick(['new', 'new', 'new', 'read', 'replied'])
      : r.pick(['new', 'read', 'read', 'replied', 'replied', 'replied', 'archived', 'archived', 'archived'])
    const replied = status === 'replied' || (status === 'archived' && r.chance(0.3))
    const message = [
      r.pick(OPEN),
      fill(r, r.pick(ABOUT), v),
      fill(r, r.pick(DETAIL), v),
      ...r.some(EXTRA, 1 + r.int(3)).map((t) => fill(r, t, v)),
      `${r.pick(CLOSE)} ${p.name.split(' ')[0]}`,
    ]
      .filter(Boolean)
      .join(r.chance(0.3) ? '\n' : ' ')
    const [openedAt, replyAt, seconds] = history('messages', id, createdMs, status, 'new', replied)
    contactRows.push([
      id,
      p.name,
      p.email,
      r.chance(0.7) ? p.phone : null,
      p.company,
      p.website,
      message,
      status,
      iso(createdMs),
      openedAt,
      replyAt,
      seconds,
      r.chance(0.85) ? r.pick(SOURCES) : null,
    ])
  }

  const applicationRows = []
  for (let i = 0; i < applications; i++) {
    const id = randomUUID()
    const p = someone()
    const createdMs = arrival()
    const v = vars()
    const recent = nowMs - createdMs < 7 * DAY
    const status = recent
      ? r.pick(['pending', 'pending', 'pending', 'reviewed'])
      : r.pick(['pending', 'reviewed', 'reviewed', 'accepted', 'rejected', 'rejected', 'rejected'])
    const replied = status === 'accepted' || (status !== 'pending' && r.chance(0.4))
    const cover = [
      `Dear hiring team,`,
      ...r.some(COVER, 2 + r.int(3)).map((t) => fill(r, t, v)),
      `${r.pick(CLOSE)} ${p.name}`,
    ]
      .filter(Boolean)
      .join('\n')
    const [openedAt, replyAt, seconds] = history('applications', id, createdMs, status, 'pending', replied)
    applicationRows.push([
      id,
      r.pick(JOBS),
      p.name,
      p.email,
      p.phone,
      r.chance(0.6)
        ? `https://${p.name.split(' ')[0].toLowerCase()}${r.pick(['.dev', '.design', '.me', '.github.io'])}`
        : null,
      cover,
      `resumes/bench-${i}.pdf`,
      status,
      iso(createdMs),
      openedAt,
      replyAt,
      seconds,
      r.chance(0.9) ? r.pick(['/careers', '/careers', '/careers', '/about']) : null,
    ])
  }

  const commentRows = []
  const POSTS = [
    'ai-transforming-websites',
    'minimalist-ui-ux-benefits',
    'psychology-of-colors-design',
    'top-10-website-features-2025',
    'web-development-trends-2025',
    'website-business-needs-2025',
    'website-security-mistakes',
    'woocommerce-vs-shopify',
  ]
  for (let i = 0; i < comments; i++) {
    const p = person()
    commentRows.push([
      randomUUID(),
      r.pick(POSTS),
      p.email,
      r.pick([
        'Great read, thanks!',
        'We moved to Shopify last year and agree with most of this.',
        'Could you write more about image optimisation?',
        'The part on contrast was useful for our redesign.',
        'Which hosting do you recommend for small shops?',
        'Bookmarked.',
      ]),
      p.website,
      r.pick(['pending', 'approved', 'approved', 'approved', 'rejected']),
      iso(arrival()),
    ])
  }

  return { contactRows, applicationRows, commentRows, events }
}

/** Column order of the arrays `makeLeads` (and bench-audit-data.mjs's `makeAuditEvents`) return. */
export const COLUMNS = {
  contact_messages: [
    'id',
    'name',
    'email',
    'phone',
    'company',
    'website',
    'message',
    'status',
    'created_at',
    'opened_at',
    'first_reply_at',
    'first_reply_seconds',
    'source_path',
  ],
  job_applications: [
    'id',
    'job_title',
    'full_name',
    'email',
    'phone',
    'portfolio',
    'cover_letter',
    'resume_url',
    'status',
    'created_at',
    'opened_at',
    'first_reply_at',
    'first_reply_seconds',
    'source_path',
  ],
  blog_comments: ['id', 'blog_id', 'email', 'comment', 'website', 'status', 'created_at'],
  lead_events: ['id', 'record_type', 'record_id', 'kind', 'detail', 'mail_id', 'actor', 'created_at'],
  audit_events: ['id', 'created_at', 'actor', 'action', 'target', 'detail', 'request_id', 'client'],
}
