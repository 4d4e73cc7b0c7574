/** The shared content editor's words for each kind (modules/desk/content/kind-editor.tsx). */
type KindCopy = {
  /** the list's heading on the Content page */
  title: string
  /** in messages: "project" */
  noun: string
  /** the button that starts one; none for a kind that is one entry */
  newLabel?: string
  /** where visitors see it */
  livePath: string
  /** the field whose value names an entry in the list */
  nameField: string
  labels: Record<string, string>
  hints?: Record<string, string>
  /** what one row of a field of rows is called ("phone 2"); a figure when not given */
  rowNouns?: Record<string, string>
  /** the records of their own edited as one row of inputs (the address), not as YAML */
  recordRows?: string[]
}

/** The inputs of a row (a figure, a phone, a profile, the address), by the field of the item they hold. */
export const columnLabels: Record<string, string> = {
  value: 'Value',
  label: 'Label',
  detail: 'Detail',
  number: 'Number',
  name: 'Name',
  link: 'Link',
  city: 'City',
  country: 'Country',
}

/** A row's name, read before each of its inputs: "figure 2", "phone 1". */
export const rowName = (n: number, noun = 'figure') => `${noun} ${n}`

const ART_HINT = 'A picture from the site’s art, such as /art/project-1.svg.'
const LINES_HINT = 'One per line.'

/** The kinds it names, as lib/content-schemas.ts SIMPLE_KINDS lists them. */
type Kind = 'project' | 'testimonial' | 'faq' | 'service' | 'card' | 'facts' | 'figures'

export const kindCopy: Record<Kind, KindCopy> = {
  project: {
    title: 'Projects',
    noun: 'project',
    newLabel: 'New project',
    livePath: '/projects',
    nameField: 'title',
    labels: { title: 'Title', type: 'Type', description: 'Description', image: 'Image', year: 'Year' },
    hints: { image: ART_HINT },
  },
  testimonial: {
    title: 'Testimonials',
    noun: 'testimonial',
    newLabel: 'New testimonial',
    livePath: '/',
    nameField: 'name',
    labels: {
      id: 'Number',
      name: 'Name',
      role: 'Role',
      company: 'Company',
      content: 'What they said',
      metrics: 'Result',
    },
    hints: {
      id: 'Any number no other testimonial has.',
      metrics: 'improvement: the figure (3x); metric: what it measures (faster page loads).',
    },
  },
  faq: {
    title: 'FAQ',
    noun: 'question',
    newLabel: 'New question',
    livePath: '/about',
    nameField: 'question',
    labels: { question: 'Question', answer: 'Answer' },
    hints: { answer: 'The first five questions are also on /services.' },
  },
  service: {
    title: 'Services and packages',
    noun: 'service',
    newLabel: 'New service',
    livePath: '/products',
    nameField: 'title',
    labels: { slug: 'Slug', title: 'Title', blurb: 'Blurb', image: 'Image', packages: 'Packages' },
    hints: {
      slug: 'Lower-case letters, digits and hyphens: how the service cards link to it.',
      image: ART_HINT,
      packages:
        'Three packages, basic, professional and enterprise in that order, each with a name, price, summary and five features.',
    },
  },
  card: {
    title: 'Service cards',
    noun: 'card',
    newLabel: 'New card',
    livePath: '/services',
    nameField: 'name',
    labels: {
      name: 'Name',
      description: 'Description',
      icon: 'Icon',
      features: 'Features',
      offering: 'Service',
    },
    hints: {
      features: `${LINES_HINT} Three to six.`,
      offering: 'The slug of the service on /products it leads to; empty for none.',
    },
  },
  facts: {
    title: 'Company facts',
    noun: 'company facts',
    livePath: '/',
    nameField: 'name',
    labels: {
      name: 'Name',
      slogan: 'Slogan',
      blurb: 'Blurb',
      address: 'Address',
      country: 'Country for remote roles',
      emails: 'E-mails',
      phones: 'Phones',
      whatsappGreeting: 'WhatsApp greeting',
      socials: 'Social profiles',
    },
    hints: {
      name: 'In the header and footer, every page’s title, the About and legal pages, the e-mails and the feeds.',
      slogan: 'Under the name in the header, and on the share pictures.',
      blurb: 'The footer’s few lines about the company.',
      address: 'The city and country the footer, the about page and the share pictures name.',
      country: 'Where the company hires remote staff (the open roles’ structured data).',
      emails:
        'Two: the first for enquiries, the privacy contact and the e-mails’ sender; the second for careers.',
      phones: 'The first is called in the United States, the second chatted with on WhatsApp in India.',
      whatsappGreeting: 'The message a WhatsApp chat opens with.',
      socials: 'One each on LinkedIn, Instagram and Facebook, with the profile’s full address.',
    },
    rowNouns: { phones: 'phone', socials: 'profile' },
    recordRows: ['address'],
  },
  figures: {
    title: 'Figures',
    noun: 'figures',
    livePath: '/',
    nameField: 'title',
    labels: {
      homeHero: 'Home page, hero',
      homeCapabilities: 'Home page, under the capabilities',
      homeTestimonials: 'Home page, under the testimonials',
      company: 'Footer and about page',
      products: 'Products page',
      servicesHero: 'Services page, hero',
      servicesStack: 'Services page, technology stack',
    },
    hints: {
      homeHero: 'The value as shown (35+, 99.2%, 24/7) and what it counts.',
      company: 'The detail is the small line under each figure.',
    },
  },
}
