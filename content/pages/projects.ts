/** The /projects page's copy (components/sections/projects/); the projects are content/projects.ts. */

export const projectsCopy = {
  eyebrow: 'Portfolio',
  title: 'Our Work',
  lead: 'A selection of apps, platforms and stores we have designed and built for clients in healthcare, logistics, retail, education and more.',
  closing:
    'Have a project like these in mind? Tell us about it, and we will show you how we would approach it.',
  closingAction: 'Start Your Project',
  illustration: (project: string) => `${project} illustration`,
}
