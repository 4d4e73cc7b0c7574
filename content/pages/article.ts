/** The copy around every article (/blog/<slug>, components/sections/article/); the articles are content/blog/*.md. */

export const articleCopy = {
  back: 'All articles',
  tagsLabel: 'Tags',
  /** Above an article an administrator previews from the desk. */
  preview: 'Preview: this is the working copy, as it will look once published. Visitors do not see it.',
  leavePreview: 'Leave the preview',
}

export const articleCta = {
  title: 'Want this done right for your business?',
  text: 'Talk it through with an engineer in a free 30-minute consultation. No slides, no obligation.',
  action: 'Book a Free Consultation',
}

export const engagementCopy = {
  title: 'Enjoyed this article?',
  /** The share links in the order shown: visible name, and what a screen reader hears. */
  networks: [
    { key: 'twitter', name: 'Twitter', label: 'Share on Twitter' },
    { key: 'facebook', name: 'Facebook', label: 'Share on Facebook' },
    { key: 'linkedin', name: 'LinkedIn', label: 'Share on LinkedIn' },
    { key: 'whatsapp', name: 'WhatsApp', label: 'Share on WhatsApp' },
  ],
  servicesPrompt: 'Looking for a team to build it?',
  servicesLink: 'Explore our services',
} as const

export const commentsCopy = {
  title: 'Leave Your Comment',
  text: 'Questions, a different view, a war story of your own? Comments appear here once our team has read them.',
}
