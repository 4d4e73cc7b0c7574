import type { Faq } from '@/content/schema'

/** Shared FAQ list: all eight on /about, the first five on /services. */
export const faqs = [
  {
    question: 'How long does it take to build a website?',
    answer:
      'A basic website typically takes 4-6 weeks from kickoff to launch, while complex sites and web applications take 8-12 weeks or more, depending on integrations and the amount of custom functionality. We agree a week-by-week plan before work starts, and you review progress on a live staging link throughout.',
  },
  {
    question: 'Do you offer maintenance and support after the project?',
    answer:
      'Yes. Our maintenance plans cover framework and plugin updates, security patches, uptime monitoring, backups and a set number of hours for small changes each month. Response times are written into the plan, so you know exactly how quickly we will act on an issue.',
  },
  {
    question: 'How does your website redesign process work?',
    answer:
      'We start by auditing your current site: analytics, search rankings, content and technical health, so the redesign keeps what already works. We then move through wireframes, visual design and build on a staging server, and plan redirects carefully so you do not lose traffic at launch.',
  },
  {
    question: 'Do you build apps for both iOS and Android?',
    answer:
      'Yes. We usually build with Flutter or React Native, which lets one codebase serve both iOS and Android while keeping a native look and feel. When a project depends heavily on device-specific features, we recommend fully native development and explain the trade-offs in cost and time.',
  },
  {
    question: 'Will you handle App Store and Google Play submission?',
    answer:
      'Yes. We prepare store listings, screenshots, privacy disclosures and builds, and manage the review process with Apple and Google through to approval. Apps are published under your own developer accounts, so you stay in control of them.',
  },
  {
    question: 'How much does a project cost?',
    answer:
      'It depends on scope: our packages start from ₹30,000 for a WordPress site and ₹45,000 for a custom website, while larger applications are quoted after a discovery call. Every quote is fixed against an agreed scope and broken into milestones, so there are no surprise invoices.',
  },
  {
    question: 'Who owns the intellectual property and source code?',
    answer:
      'You do. Ownership of the source code, designs and related assets transfers to you upon completion and final payment. We hand over repositories, credentials and documentation, and we never lock you into our hosting or tools.',
  },
  {
    question: 'What support do you provide after launch?',
    answer:
      'Every project includes a 30-day warranty period after launch, during which we fix any defects at no charge and help your team settle in. After that, you can move to one of our maintenance plans or call on us for individual improvements whenever you need them.',
  },
] satisfies Faq[]
