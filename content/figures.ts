import type { Figures } from '@/content/schema'

/**
 * The marketing figures the pages quote, by where they stand: the first content of the desk's
 * Figures entry (server/content/seed.ts). The pages read the published copy through
 * server/content/collections.ts, so the owner changes "35+" to "40+" without a developer.
 */
export const figures = {
  /** The home page's hero, beside the trust points. */
  homeHero: [
    { value: '99.2%', label: 'Uptime' },
    { value: '35+', label: 'Projects' },
    { value: '12+', label: 'Team' },
    { value: '6+', label: 'Countries' },
  ],
  /** Under the home page's core capabilities. */
  homeCapabilities: [
    { value: '35+', label: 'Websites Built' },
    { value: '98%', label: 'Client Satisfaction' },
    { value: '3x', label: 'Performance Boost' },
    { value: '24/7', label: 'Support & Maintenance' },
  ],
  /** Under the home page's testimonials. */
  homeTestimonials: [
    { value: '25+', label: 'Happy Clients' },
    { value: '96%', label: 'Success Rate' },
    { value: '24/7', label: 'Support' },
    { value: '12+', label: 'Industries' },
  ],
  /** The footer's "Company Stats" and the about page's introduction. */
  company: [
    { value: '6+', label: 'Countries', detail: 'Global presence' },
    { value: '12+', label: 'Team members', detail: 'Engineers and designers' },
    { value: '35+', label: 'Projects delivered', detail: 'Since 2024' },
  ],
  /** The /products hero's tiles. */
  products: [
    { value: '25+', label: 'Enterprise Clients' },
    { value: '4.8/5', label: 'Innovation Score' },
    { value: '99.5%', label: 'Uptime SLA' },
    { value: '24/7', label: 'AI Support' },
  ],
  /** The /services hero. */
  servicesHero: [
    { value: '35+', label: 'Projects Delivered' },
    { value: '99.2%', label: 'Uptime Guarantee' },
    { value: '20+', label: 'Enterprise Clients' },
    { value: '24/7', label: 'Support Available' },
  ],
  /** The /services technology stack panel. */
  servicesStack: [
    { value: '35+', label: 'Projects' },
    { value: '99.2%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
    { value: '12+', label: 'Developers' },
  ],
} satisfies Figures
