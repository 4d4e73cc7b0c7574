import 'server-only'
import { listArticles } from '@/server/content'
import { companyFacts } from '@/server/content/collections'
import { FEED_BUILDERS } from '@/lib/feed'
import { FEEDS, type FeedKind } from '@/lib/feed-links'

/**
 * A feed's route handler: the document, built at build time (and made again when an article or
 * the company's facts change), with its type, and cached as
 * the pages and the sitemap are (kept, but checked again on each visit: a new build may have added
 * an article), not for a year as Next would mark a static route.
 */
export const feedRoute = (kind: FeedKind) => async () =>
  new Response(FEED_BUILDERS[kind](await listArticles(), await companyFacts()), {
    headers: {
      'Content-Type': `${FEEDS[kind].type}; charset=utf-8`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
