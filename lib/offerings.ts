import type { Offering } from '@/content/schema'
import { FEATURES_SHOWN } from '@/lib/constants'

/**
 * The combined feature list of a service: the basic list, then the professional and enterprise
 * lists without their first ("All … features, plus") line.
 */
export function combinedFeatures(offering: Pick<Offering, 'packages'>) {
  const [basic, professional, enterprise] = offering.packages
  return [...basic.features, ...professional.features.slice(1), ...enterprise.features.slice(1)]
}

/** What the products page shows: the first six of the combined list. */
export function shownFeatures(offering: Pick<Offering, 'packages'>) {
  return combinedFeatures(offering).slice(0, FEATURES_SHOWN)
}
