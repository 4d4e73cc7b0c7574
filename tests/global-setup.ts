import { startStandIn } from './helpers/scheduling-stand-in'

/** Serves the scheduling provider's stand-in for the whole run; returns the teardown. */
export default async function globalSetup() {
  return startStandIn()
}
