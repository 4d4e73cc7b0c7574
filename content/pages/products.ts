/** The /products page's copy (components/sections/products/); the offerings are content/offerings.ts. */

export const productsHero = {
  eyebrow: 'Products',
  title: 'Next-Gen Digital Products',
  /** The title as drawn: the last words in the accent gradient. */
  titleStart: 'Next-Gen',
  titleHighlight: 'Digital Products',
  lead: 'Eight services, each in three clearly priced packages. Pick the level that fits today and move up when your business is ready.',
}

export const offeringCopy = {
  packagesAction: 'View Packages',
  packagesTitle: 'Select Your Investment Package',
  packagesDescription: (offering: string) =>
    `${offering}: three packages, from a focused start to a full enterprise engagement.`,
  demoAction: 'Get Free Demo',
  illustration: (offering: string) => `${offering} illustration`,
}

export const packagesCopy = {
  /** The badge on the middle package. */
  popular: 'Most Popular',
  action: 'Get Started',
}
