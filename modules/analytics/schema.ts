import { z } from 'zod'
import { BROWSER_EVENTS } from '@/lib/vocabulary'

/**
 * What /insights/script.js sends: the event, the page address (path and query), the referrer
 * (first page of a visit only) and the screen width. Everything else is refused.
 */
export const beaconSchema = z.strictObject({
  e: z.enum(['view', ...BROWSER_EVENTS]),
  u: z.string().min(1).max(2000).startsWith('/'),
  r: z.string().max(2000).optional(),
  w: z.number().int().min(0).max(100_000).optional(),
})

export type Beacon = z.infer<typeof beaconSchema>
