import type { Capability } from '@/content/schema'

/* ---------- home: hero ---------- */

export const heroCopy = {
  badge: 'Trusted by 25+ Companies Worldwide',
  title: 'Transform Your Tech Vision',
  lead: 'We design, build and run web platforms, mobile apps and cloud systems for ambitious businesses. A senior team, a fixed scope and working software in your hands every week.',
}

export const heroStats = [
  { value: '99.2%', label: 'Uptime' },
  { value: '35+', label: 'Projects' },
  { value: '12+', label: 'Team' },
  { value: '6+', label: 'Countries' },
]

export const trustPoints = ['SOC 2 Compliant', 'Enterprise Security', '24/7 Support']

export const heroFeatures = [
  {
    title: 'Lightning Fast',
    description:
      'Performance budgets from day one: sub-second page loads and apps that feel instant on any device.',
    icon: 'Zap',
  },
  {
    title: 'Enterprise Security',
    description:
      'Encrypted data, least-privilege access and regular audits built into every project, not bolted on later.',
    icon: 'ShieldCheck',
  },
  {
    title: 'Scalable Solutions',
    description:
      'Cloud-native architecture that handles your first hundred users and your first million without a rewrite.',
    icon: 'TrendingUp',
  },
] satisfies Capability[]

/* ---------- home: Our Core Capabilities ---------- */

export const capabilityTags = [
  'Next.js',
  'React Native',
  'Flutter',
  'Cloud Native',
  'UI/UX',
  'AI Integration',
  'E-commerce',
  'DevOps',
]

export const capabilities = [
  {
    title: 'Web Platforms',
    description:
      'Marketing sites, portals and web apps on Next.js that load fast, rank well and are easy to edit.',
    icon: 'Globe',
  },
  {
    title: 'Mobile Apps',
    description:
      'iOS and Android apps from one codebase, with offline support, payments and store approval handled.',
    icon: 'Smartphone',
  },
  {
    title: 'Product Design',
    description: 'Research, prototypes and design systems that make complex products feel simple to use.',
    icon: 'Palette',
  },
  {
    title: 'Cloud & DevOps',
    description:
      'Infrastructure as code, automated deployments and monitoring on AWS, Azure and Google Cloud.',
    icon: 'Cloud',
  },
  {
    title: 'AI & Automation',
    description:
      'Assistants, document processing and workflow automation built on your own data, with clear guardrails.',
    icon: 'Bot',
  },
  {
    title: 'Data & Analytics',
    description: 'Pipelines and dashboards that give your team one trusted view of the numbers that matter.',
    icon: 'BarChart3',
  },
] satisfies Capability[]

export const capabilityStats = [
  { value: '35+', label: 'Websites Built' },
  { value: '98%', label: 'Client Satisfaction' },
  { value: '3x', label: 'Performance Boost' },
  { value: '24/7', label: 'Support & Maintenance' },
]

export const capabilityBanner = {
  title: 'Not sure where to start?',
  text: 'Tell us what you are trying to achieve in a short call. We will suggest the simplest route, a realistic timeline and a price range, with no obligation.',
}

/* ---------- home: how we work ---------- */

export const processSteps = [
  {
    title: 'Discover',
    description:
      'We learn your goals, users and constraints, then agree a written scope, timeline and fixed price.',
  },
  {
    title: 'Design',
    description:
      'Wireframes and clickable prototypes let you test the experience before a line of production code is written.',
  },
  {
    title: 'Build',
    description:
      'We develop in weekly sprints with a live staging link, so you review real progress and steer as we go.',
  },
  {
    title: 'Launch & Grow',
    description:
      'We handle deployment, monitoring and handover, then stay on to support, measure and improve.',
  },
]

export const industries = [
  'Healthcare',
  'Fintech',
  'E-commerce',
  'Logistics',
  'Education',
  'Real Estate',
  'Manufacturing',
  'Hospitality',
]

/* ---------- home: testimonials ---------- */

export const testimonialStats = [
  { value: '25+', label: 'Happy Clients' },
  { value: '96%', label: 'Success Rate' },
  { value: '24/7', label: 'Support' },
  { value: '12+', label: 'Industries' },
]

export const successCta = {
  title: 'Ready to Join Our Success Stories?',
  text: 'Book a free 30-minute consultation. We will look at your goals, point out quick wins and outline what a first release could look like.',
}

/* ---------- /products ---------- */

export const productsHero = {
  title: 'Next-Gen Digital Products',
  lead: 'Eight services, each in three clearly priced packages. Pick the level that fits today and move up when your business is ready.',
  tiles: [
    { value: '25+', label: 'Enterprise Clients' },
    { value: '4.8/5', label: 'Innovation Score' },
    { value: '99.5%', label: 'Uptime SLA' },
    { value: '24/7', label: 'AI Support' },
  ],
}

/* ---------- /services ---------- */

export const servicesHero = {
  title: 'Engineering That Ships',
  lead: 'From the first commit to production traffic, we build software with modern tooling, automated checks and clear communication at every step.',
  terminalLines: [
    '$ vantage init --stack=next',
    '✔ scaffolded app, api and infra',
    '$ vantage test --coverage',
    '✔ 214 passing · coverage 92%',
    '$ vantage deploy --env=production',
    '✔ live in 48s · zero downtime',
  ],
  stats: [
    { value: '35+', label: 'Projects Delivered' },
    { value: '99.2%', label: 'Uptime Guarantee' },
    { value: '20+', label: 'Enterprise Clients' },
    { value: '24/7', label: 'Support Available' },
  ],
}

export const servicesCta = {
  title: 'Have a project in mind?',
  text: 'Walk us through it in a free 30-minute call. You will leave with a recommended approach, a rough timeline and an honest view of cost.',
}

export const servicesBanner = {
  title: 'Let’s build something that lasts',
  text: 'Send us a short brief and a senior engineer will reply within one business day with questions, ideas and next steps.',
}

export const stackTiles = [
  { value: '35+', label: 'Projects' },
  { value: '99.2%', label: 'Uptime' },
  { value: '24/7', label: 'Support' },
  { value: '12+', label: 'Developers' },
]

/* ---------- /blog ---------- */

export const blogCta = {
  title: 'Ready to Transform Your Digital Presence?',
  text: 'See what we build and how we work, or start a conversation about your own project.',
}

/* ---------- /projects ---------- */

export const projectsCopy = {
  title: 'Our Work',
  lead: 'A selection of apps, platforms and stores we have designed and built for clients in healthcare, logistics, retail, education and more.',
  closing:
    'Have a project like these in mind? Tell us about it, and we will show you how we would approach it.',
}
