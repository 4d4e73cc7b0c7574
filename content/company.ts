import type { Company } from '@/content/schema'

export const company = {
  name: 'Vantage Edge Technologies',
  slogan: 'Enterprise Solutions',
  blurb:
    'A New Delhi software studio that designs, builds and runs web platforms, mobile apps and cloud systems for growing businesses. Small senior team, clear scope, code you own.',
  address: { city: 'New Delhi', country: 'India' },
  country: 'India',
  foundedYear: 2024,
  emails: ['hello@vantageedge.example', 'careers@vantageedge.example'],
  phones: [
    { number: '+1 (415) 555-0142', country: 'US' },
    { number: '+91 98100 00000', country: 'IN' },
  ],
  whatsappGreeting: "Hi Vantage Edge team, I'd like some help with my project. Could someone get back to me?",
  socials: [
    { name: 'LinkedIn', link: 'https://www.linkedin.com/company/vantage-edge-technologies' },
    { name: 'Instagram', link: 'https://www.instagram.com/vantageedgetech' },
    { name: 'Facebook', link: 'https://www.facebook.com/vantageedgetech' },
  ],
} satisfies Company
