import { SCRIPT_PATH, STAND_IN_ORIGIN, startStandIn } from './helpers/scheduling-stand-in'

/**
 * Serves the scheduling provider's stand-in for the whole run; returns the teardown. When a
 * parallel local run already serves it on the port, that one is used.
 */
export default async function globalSetup() {
  try {
    return await startStandIn()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    const res = await fetch(`${STAND_IN_ORIGIN}${SCRIPT_PATH}`)
    if (!res.ok || !(await res.text()).includes('Calendly')) throw error
    return async () => {}
  }
}
