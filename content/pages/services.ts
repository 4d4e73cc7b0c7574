/** The /services page's copy, section by section (components/sections/services/). */

export const servicesHero = {
  eyebrow: 'Services',
  title: 'Engineering That Ships',
  lead: 'From the first commit to production traffic, we build software with modern tooling, automated checks and clear communication at every step.',
  bookingAction: 'Book a Free Consultation',
  terminalLabel: 'Terminal showing our delivery workflow',
  terminalPath: '~/your-product',
  /** A line starting with `$` is a command (drawn after a prompt); the others are its output. */
  terminalLines: [
    '$ vantage init --stack=next',
    '✔ scaffolded app, api and infra',
    '$ vantage test --coverage',
    '✔ 214 passing · coverage 92%',
    '$ vantage deploy --env=production',
    '✔ live in 48s · zero downtime',
  ],
}

export const serviceCardsCopy = {
  eyebrow: 'What we build',
  title: 'Services built for growth',
  learnMore: 'Learn More',
  /** Read after 'Learn More' by screen readers only, before the service's name. */
  learnMoreAbout: 'about',
}

export const servicesCta = {
  title: 'Have a project in mind?',
  text: 'Walk us through it in a free 30-minute call. You will leave with a recommended approach, a rough timeline and an honest view of cost.',
  action: 'Book a Free Consultation',
}

export const servicesMoreCopy = {
  eyebrow: 'Before you start',
  title: 'Questions, contact and our stack',
  contactTitle: 'Tell us about your project',
  contactText:
    'A senior engineer reads every message and replies within one business day with questions, ideas and next steps.',
  bookingPrompt: 'Prefer to talk it through?',
  bookingAction: 'Book a 15-min Call',
  stackLabel: 'Technologies we use',
}

export const servicesBanner = {
  title: 'Let’s build something that lasts',
  text: 'Send us a short brief and a senior engineer will reply within one business day with questions, ideas and next steps.',
  primaryAction: 'Start Your Project',
  secondaryAction: 'Learn More',
  /** Read after 'Learn More' by screen readers only. */
  secondaryHint: ' about our services',
}
