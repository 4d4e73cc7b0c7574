import { feedRoute } from '@/server/feed-route'

/** The blog's RSS 2.0 feed, built at build time (lib/feed.ts). */
export const dynamic = 'force-static'
export const GET = feedRoute('rss')
