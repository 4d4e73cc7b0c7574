/** The /blog page's copy (components/sections/blog/); the articles are content/blog/*.md. */

export const blogCopy = {
  eyebrow: 'Blog',
  title: 'Latest Insights & Guides',
  lead: 'Practical, opinionated writing on building, growing and protecting your digital business.',
  /** Before the feeds' links under the articles. */
  follow: 'Follow new articles in your feed reader:',
}

export const blogCta = {
  title: 'Ready to Transform Your Digital Presence?',
  text: 'See what we build and how we work, or start a conversation about your own project.',
  primaryAction: 'View Our Services',
  secondaryAction: 'See Our Work',
}
