import { feedRoute } from '@/server/feed-route'

/** The blog's Atom feed, built at build time (lib/feed.ts). */
export const dynamic = 'force-static'
export const GET = feedRoute('atom')
