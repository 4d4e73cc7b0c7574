import type { Capability, Company } from '@/content/schema'

/** The /about page's copy, section by section (components/sections/about/). */

export const aboutCopy = {
  /** Above the title, with the founding year after it. */
  eyebrowSince: 'Since',
  /** The page's heading, with the company's name as published. */
  title: (name: string) => `About ${name}`,
  /** The page's share picture's heading (lib/share-cards.ts). */
  cardTitle: 'Who we are and how we work',
  lead: 'We are a New Delhi software studio that designs, builds and supports digital products for businesses that want technology to move the needle, not just tick a box.',
  mission: [
    'Our mission is to give growing companies the kind of engineering they usually only see at large enterprises: careful architecture, real security, automated testing and honest estimates. We keep our team small and senior so that the people you meet on the first call are the people who write your code.',
    'We measure success by what happens after launch. Faster pages, fewer support tickets, hours saved every week: those are the outcomes we plan for from the first workshop, and the ones we report back on once your product is live.',
  ],
  missionTitle: 'Our mission',
  storyTitle: 'Our story',
  /** With the company's name and founding year as published (its figures stand beside it). */
  story: (company: Pick<Company, 'name' | 'foundedYear'>) =>
    `${company.name} started in ${company.foundedYear} when a handful of engineers and designers who had shipped products for start-ups and large companies decided to work directly with clients, without layers of account managers in between. Since then we have delivered everything from clinic booking apps to logistics dashboards and Shopify stores, and most of our work now comes from referrals.`,
}

export const valuesCopy = {
  eyebrow: 'What guides us',
  title: 'Our values',
}

export const values = [
  {
    title: 'Innovation',
    description:
      'We use modern tools where they genuinely help, from Next.js to practical AI, and we explain the trade-offs plainly so you can decide with confidence.',
    icon: 'Lightbulb',
  },
  {
    title: 'Quality',
    description:
      'Code reviews, automated tests and performance budgets are part of every project, because software that breaks after launch is not finished.',
    icon: 'ShieldCheck',
  },
  {
    title: 'Partnership',
    description:
      'You get weekly demos, a shared roadmap and direct access to the people building your product, during the project and long after it ships.',
    icon: 'Users',
  },
] satisfies Capability[]

export const aboutFaqCopy = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Straight answers on timelines, pricing, ownership and support.',
  closing: 'Still have a question?',
  bookingAction: 'Book a 15-min Call',
}
