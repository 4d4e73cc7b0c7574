import type { Testimonial } from '@/content/schema'

/** The eight testimonials in the home page carousel. */
export const testimonials = [
  {
    id: 1,
    name: 'Rohan Malhotra',
    role: 'CTO',
    company: 'Ledgerline Fintech',
    content:
      'Vantage Edge rebuilt our loan application flow in Next.js and moved us off a creaking PHP stack in eleven weeks. Page loads dropped under a second and the team documented everything, so our own engineers took over without a single handover call.',
    rating: 5,
    metrics: { improvement: '3x', metric: 'faster page loads' },
  },
  {
    id: 2,
    name: 'Sarah Whitfield',
    role: 'CEO',
    company: 'Northbay Wellness Co.',
    content:
      'We needed a booking app for our clinics and had been burned by an agency before. This team gave us a fixed scope, weekly demos and an app that patients actually like using. Missed appointments fell noticeably within the first two months.',
    rating: 5,
    metrics: { improvement: '40%', metric: 'fewer no-shows' },
  },
  {
    id: 3,
    name: 'Vikram Sethi',
    role: 'Director of Operations',
    company: 'Sethi Cargo Movers',
    content:
      'Our dispatchers used to juggle four spreadsheets and a WhatsApp group. The dashboard Vantage Edge built puts every shipment, driver and delay on one screen. We now plan the next day in twenty minutes instead of two hours.',
    rating: 5,
    metrics: { improvement: '6x', metric: 'faster daily planning' },
  },
  {
    id: 4,
    name: 'Ananya Iyer',
    role: 'Founder',
    company: 'Kora Handloom',
    content:
      'They moved our handloom store to Shopify, set up UPI payments and GST invoices, and redesigned the checkout. Orders from mobile picked up almost immediately, and I finally have a store I can manage myself.',
    rating: 5,
    metrics: { improvement: '2.4x', metric: 'mobile conversion rate' },
  },
  {
    id: 5,
    name: 'Daniel Okafor',
    role: 'Product Manager',
    company: 'Brightpath Learning',
    content:
      'The design sprint with Vantage Edge turned a cluttered course dashboard into something students navigate without help. Their usability tests caught problems we had been blind to for a year.',
    rating: 5,
    metrics: { improvement: '55%', metric: 'fewer support tickets' },
  },
  {
    id: 6,
    name: 'Priya Nair',
    role: 'Operations Head',
    company: 'Greenfield Agro Exports',
    content:
      'Vantage Edge replaced our paper-based procurement with a simple web portal our field staff use on their phones. Approvals that took days now happen the same afternoon, and audit season is no longer a scramble.',
    rating: 5,
    metrics: { improvement: '70%', metric: 'faster approvals' },
  },
  {
    id: 7,
    name: 'Emma Lindqvist',
    role: 'Marketing Lead',
    company: 'Tindra Outdoor Gear',
    content:
      'Our new marketing site is fast, easy for my team to edit and built with search in mind from the start. Organic traffic grew steadily in the quarter after launch, and we stopped waiting on developers for every landing page.',
    rating: 5,
    metrics: { improvement: '2x', metric: 'organic traffic' },
  },
  {
    id: 8,
    name: 'Arjun Kapoor',
    role: 'IT Consultant',
    company: 'Meridian Advisory Partners',
    content:
      'I recommend Vantage Edge to clients who need cloud work done properly. They migrated a client to AWS with infrastructure as code, proper monitoring and a restore test before go-live, and the hosting bill went down rather than up.',
    rating: 5,
    metrics: { improvement: '35%', metric: 'lower cloud costs' },
  },
] satisfies Testimonial[]
