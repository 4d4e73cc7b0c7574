import { feedRoute } from '@/server/feed-route'

/** The blog's JSON Feed 1.1 feed, built at build time (lib/feed.ts). */
export const dynamic = 'force-static'
export const GET = feedRoute('json')
