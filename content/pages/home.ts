import type { Capability } from '@/content/schema'

/** The home page's copy, section by section (components/sections/home/). */

/* ---------- hero ---------- */

export const heroCopy = {
  badge: 'Trusted by 25+ Companies Worldwide',
  title: 'Transform Your Tech Vision',
  /** The title as drawn: the last words in the accent gradient. */
  titleStart: 'Transform Your',
  titleHighlight: 'Tech Vision',
  lead: 'We design, build and run web platforms, mobile apps and cloud systems for ambitious businesses. A senior team, a fixed scope and working software in your hands every week.',
  primaryAction: 'Start Building Today',
  bookingAction: 'Book Free Demo',
}

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

/* ---------- Our Core Capabilities ---------- */

export const capabilitiesCopy = {
  eyebrow: 'What we do',
  title: 'Our Core Capabilities',
  lead: 'One senior team for the whole journey: strategy, design, engineering and the operations that keep it running.',
  tagsLabel: 'Technologies and specialities',
}

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

export const capabilityBanner = {
  title: 'Not sure where to start?',
  text: 'Tell us what you are trying to achieve in a short call. We will suggest the simplest route, a realistic timeline and a price range, with no obligation.',
  bookingAction: 'Book a 15-min Call',
  secondaryAction: 'Explore Services',
}

/* ---------- how we work ---------- */

export const processCopy = {
  eyebrow: 'How we work',
  title: 'From first call to steady growth',
  lead: 'A short, predictable path with a demo every week, so you always know where your project stands.',
  industriesTitle: 'Industries we serve',
}

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

/* ---------- testimonials ---------- */

export const testimonialsCopy = {
  eyebrow: 'Client stories',
  title: 'What our clients say',
  lead: 'Founders, CTOs and operations leaders on working with us, and the numbers that changed.',
  ratingLabel: (stars: number) => `Rated ${stars} out of 5`,
}

export const successCta = {
  title: 'Ready to Join Our Success Stories?',
  text: 'Book a free 30-minute consultation. We will look at your goals, point out quick wins and outline what a first release could look like.',
  action: 'Start Your Success Story',
}

/* ---------- latest posts ---------- */

export const latestPostsCopy = {
  eyebrow: 'From the blog',
  title: 'Insights from our engineers',
  lead: 'Practical guides on building, securing and growing digital products.',
  allAction: 'All articles',
}
