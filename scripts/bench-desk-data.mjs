// Made-up leads for bench:desk: enquiries, applications, blog comments and their timelines, as a
// site two years into its life would hold them. Deterministic (seeded) apart from the ids, so
// every run and both databases see the same mix. All the words below were written for this file.
import { randomUUID } from 'node:crypto'

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

const FIRST = `Aarav Aditi Akira Alejandro Amara Amelia Ananya Andrei Anika Arjun Astrid Aurelio
Beatriz Benedikt Bilal Bruno Camila Carmen Chidi Chloe Dario Deepa Diego Dmitri Eamon Elif Elena
Emeka Esther Farah Fatima Felix Freya Gabriel Gaurav Giulia Hamza Hana Harini Hiroshi Ifeoma Ines
Ingrid Ishaan Ivana Jamal Javier Joana Jonas Kavya Keanu Kenji Khadija Kiran Lakshmi Lars Leila
Lena Liam Lucia Luis Madhav Magnus Maya Mehmet Mei Meera Mika Milan Mira Naledi Nadia Neha Nikhil
Nina Noah Nour Olu Omar Pablo Pooja Priya Rafael Rahul Rania Ravi Rhea Rohan Rosa Sakura Samir
Sanjay Sara Selin Shreya Sipho Sofia Soren Suresh Tamara Tariq Thandiwe Tomas Uma Valentina Varun
Vikram Wei Yara Yusuf Zara Zeynep Zoltan Ayesha Bogdan Cyrus Dalia Ekene Fiona Goran`.split(/\s+/)

const LAST = `Acharya Adeyemi Agarwal Almeida Andersson Bakshi Banerjee Barros Becker Bhatt Bianchi
Bose Brennan Castillo Chakraborty Chatterjee Chen Costa Dasgupta Desai Dubois Dvorak Eriksen Esposito
Farouk Fernandes Fischer Gallagher Ganguly Garcia Ghosh Gill Gomes Gupta Halvorsen Haddad Hartmann
Hegde Hoffmann Horvat Ibrahim Iyer Jain Jansen Joshi Kapoor Karimi Kaur Khan Kowalski Krishnan
Kulkarni Kumar Lindqvist Lopes Madsen Mahajan Malhotra Marino Mehta Mendes Menon Mishra Moreau Murphy
Nair Nakamura Nielsen Novak Nwosu Obi Okafor Oliveira Ortiz Pandey Patel Pereira Petrov Pillai
Popescu Quinn Rahman Rao Reddy Reyes Ribeiro Romano Rossi Saxena Schneider Sen Sethi Shah Sharma
Shetty Silva Singh Sinha Soto Srinivasan Suzuki Tanaka Thakur Torres Trivedi Uddin Varga Vasquez
Verma Vogel Wagner Walsh Weber Yadav Yamamoto Yilmaz Zhang Zielinski Ozturk Ferreira Kovacs Lund
Mbeki Dlamini Achebe Okonkwo Mwangi Otieno Kamau Haruna Bello Sato Ito Kim Park Tran Nguyen`.split(/\s+/)

const COMPANY_A = `North Blue Bright Silver Iron Clear Green Swift Summit Harbor Lotus Cedar Falcon
Prism Orbit Granite Maple Coral Ember Vertex Nimbus Quartz River Saffron Indigo Pioneer Keystone
Meadow Copper Horizon Atlas Beacon Lumen Terra Velvet Sparrow Tidal Arbor Kestrel`.split(/\s+/)
const COMPANY_B = `Logistics Foods Interiors Clinics Motors Textiles Realty Academy Labs Studios
Traders Pharma Fitness Travels Builders Organics Finance Media Retail Systems Dental Energy Bakery
Consulting Ventures Apparel Hospitality Tutors Spices Ceramics`.split(/\s+/)
const COMPANY_C = ['', '', ' Pvt Ltd', ' LLP', ' Co', ' Group', ' Inc', ' GmbH', ' & Sons']
const FREE_MAIL = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'proton.me',
  'icloud.com',
  'rediffmail.com',
]
const TLD = ['.com', '.in', '.co', '.io', '.co.uk', '.de', '.net', '.org', '.com.au', '.ae']

const SOURCES = [
  '/',
  '/',
  '/services',
  '/services',
  '/products',
  '/about',
  '/projects',
  '/blog',
  '/blog/woocommerce-vs-shopify',
  '/blog/website-security-mistakes',
  '/careers',
]

const WANT = [
  'a new website for our {industry} business',
  'a redesign of our current site, which looks dated on phones',
  'an online store with about {n} products',
  'a booking system for our {industry} customers',
  'a mobile app for iOS and Android',
  'help moving our shop from WooCommerce to Shopify',
  'a customer portal where clients can track their orders',
  'SEO work, because our traffic dropped after the last update',
  'a landing page for a product launch in {month}',
  'ongoing maintenance and hosting for three sites',
  'an internal dashboard that pulls numbers from our spreadsheets',
  'a multilingual site in English, Hindi and Arabic',
  'a faster checkout, since many carts are abandoned at payment',
  'integration between our CRM and the website forms',
  'a kiosk-style ordering screen for our outlets',
]
const INDUSTRY = [
  'bakery',
  'dental',
  'logistics',
  'real estate',
  'coaching',
  'furniture',
  'travel',
  'fitness',
  'textile',
  'organic food',
  'legal',
  'architecture',
  'pet care',
  'jewellery',
  'school',
]
const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const OPEN = [
  'Hi team,',
  'Hello,',
  'Good morning,',
  'Dear Vantage Edge,',
  'Hi there,',
  'Greetings,',
  'Namaste,',
  '',
]
const ABOUT = [
  'We are a {size}-person {industry} company based in {city}.',
  'I run a small {industry} brand and we sell mostly through Instagram right now.',
  'Our family business has been in {industry} for twenty years.',
  'We are a startup in {city} and just closed our first funding round.',
  'I found you through your article on website features.',
  'A friend recommended you after you built their {industry} site.',
  'We saw your projects page and liked the work for the clinic chain.',
  '',
]
const DETAIL = [
  'We need {want}.',
  'We are looking for {want}.',
  'Could you quote for {want}?',
  'Do you take on projects like {want}?',
  'We would like to discuss {want}.',
]
const EXTRA = [
  'Our budget is around {budget}.',
  'We hope to go live before {month}.',
  'The current site runs on WordPress and is very slow.',
  'We already have a logo and brand colours.',
  'Content and photos are ready.',
  'Please share a rough timeline and price range.',
  'Can we schedule a call next week?',
  'We also need someone to write the product descriptions.',
  'Payments should work with UPI and cards.',
  'It has to be accessible, we serve many older customers.',
  'Our previous developer stopped replying, so we need a handover.',
  '',
]
const CLOSE = [
  'Thanks,',
  'Regards,',
  'Best,',
  'Looking forward to hearing from you.',
  'Cheers,',
  'Warm regards,',
]
const CITY = [
  'Mumbai',
  'Pune',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Delhi',
  'Kochi',
  'Jaipur',
  'Dubai',
  'London',
  'Berlin',
  'Lagos',
  'Nairobi',
  'Singapore',
  'Toronto',
  'Sydney',
]
const BUDGET = [
  '₹50,000',
  '₹1.5 lakh',
  '₹3 lakh',
  '$2,000',
  '$5,000',
  '€4,000',
  'AED 10,000',
  'not fixed yet',
]

const JOBS = [
  'Frontend Developer',
  'Backend Developer',
  'UI/UX Designer',
  'Mobile App Developer',
  'DevOps Engineer',
]
const COVER = [
  'I have {years} years of experience with {skill} and enjoy {enjoy}.',
  'In my current role I {did}.',
  'Before that I {did}.',
  'I would like to join a team that ships client work every week.',
  'I am available to start in {weeks} weeks.',
  'My portfolio shows {count} projects, two of them for {industry} clients.',
  'I am comfortable working remotely and across time zones.',
  'I care about accessibility and fast pages.',
  '',
]
const SKILL = [
  'React',
  'Next.js',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Figma',
  'Kotlin',
  'Swift',
  'Flutter',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Python',
  'Go',
]
const ENJOY = [
  'turning rough ideas into clean interfaces',
  'making slow pages fast',
  'writing tests that catch real bugs',
  'talking to users',
  'automating deployments',
  'designing APIs',
]
const DID = [
  'rebuilt a checkout that doubled conversions',
  'led the move of twelve sites to a new host',
  'designed a component library used by four teams',
  'cut our cloud bill by a third',
  'shipped an app with fifty thousand installs',
  'mentored three junior developers',
]
const NOTES = [
  'Called, will send a quote on Monday.',
  'Budget too small for a custom build, suggested a template.',
  'Good fit, follow up after their board meeting.',
  'Asked for examples of similar work.',
  'Duplicate of an earlier enquiry.',
  'Strong portfolio, invite to intro call.',
  'Needs visa sponsorship.',
  'Spoke on the phone, interested in maintenance plan.',
  'Sent the practical task.',
]

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

/** Column order of the arrays `makeLeads` returns. */
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
}
