/** The desk's Content pages (modules/desk/content/). */
export const contentCopy = {
  title: 'Content',
  description:
    'What visitors read: write and schedule articles, open and close roles, change the projects, testimonials, questions, services, cards and the figures the pages quote. A publish is live at once, as static pages.',
  jumpLabel: 'Kinds of content',
  articlesTitle: 'Articles',
  rolesTitle: 'Roles',
  searchLabel: 'Search content',
  noneFound: 'Nothing matches that search.',
  state: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
    unpublished: 'Unpublished',
  },
  /** A role taken down is closed: its form takes no more applications. */
  roleState: { unpublished: 'Closed' } as Partial<Record<string, string>>,
  changed: (when: string, who: string | null) => `Changed ${when}${who ? ` by ${who}` : ''}`,
  editorNew: 'New article',
  roleNew: 'New role',
  failuresTitle: 'Some pages could not be made again',
  failuresText:
    'Visitors get the last good page of each. Publish the content again to retry; if it fails again, the server log says more.',
  roleSlugHint:
    'How the careers page and applications know the role. Made from the title until you change it.',
  roleLocationHint: 'Remote, or a city: search engines list the role as remote work or at that place.',
  roleDescriptionHint: 'What the work is and with whom; at least 200 characters to publish.',
  roleSkillsHint: 'Separated by commas; at least four to publish.',
  roleResponsibilitiesHint: 'One per line; at least four to publish.',
  roleClosesHint: 'The last day applications are taken (New Delhi).',
  editorTitle: (title: string) => `Edit “${title}”`,
  back: 'All content',
  bodyHint:
    'Markdown: ## for a heading, - for a list, [text](https://…) for a link, | for a table. The site’s blocks are fenced: ```checklist, ```key-takeaways, ```comparison or ```trends, with their items as YAML.',
  publishAtHint: 'New Delhi time. Schedule publishes it then, within a minute.',
  autosaved: 'Saved automatically',
  conflictTheirs: 'The saved version',
  revisionsTitle: 'Revisions',
  revisionEvent: {
    seed: 'First content',
    import: 'Imported',
    draft: 'Draft saved',
    autosave: 'Saved automatically',
    publish: 'Published',
    schedule: 'Scheduled',
    unpublish: 'Taken down',
    restore: 'Restored',
  },
  live: (path: string) => `Live at ${path}`,
  /** Each article's figures on the Content page: their labels, and what they count. */
  stats: {
    views: 'Views',
    likes: 'Likes',
    comments: 'Comments',
    leads: 'Leads',
  },
  statsLabel: (title: string, days: number) => `${title}, the last ${days} days`,
  statsWindow: (days: number, from: string, to: string) =>
    `Beside each article, what it did in the last ${days} days (${from} to ${to}, New Delhi): its page views, counted by the site's own analytics; likes given; comments sent, spam aside; and leads, the enquiries and applications sent from a form on its page.`,
  statsLeadsNote:
    'The analytics follow no visitor from page to page, so a reader who goes on to write from the contact page is a lead of the contact page.',
}
