import { mkdirSync } from 'node:fs'
import { TEST_SMTP_PORT } from './build-env.mjs'
import { caughtMailFile, keepInFile, startMailCatcher } from './helpers/mail-catcher'
import { SCRIPT_PATH, STAND_IN_ORIGIN, startStandIn } from './helpers/scheduling-stand-in'

/**
 * Serves the scheduling provider's stand-in and a local mail server for the whole run; returns
 * the teardown. When a parallel local run already serves the stand-in on its port, that one is
 * used.
 */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR!
  mkdirSync(dataDir, { recursive: true })
  const stopMail = await startMailCatcher(TEST_SMTP_PORT, keepInFile(caughtMailFile(dataDir)))
  let stopStandIn = async () => {}
  try {
    stopStandIn = await startStandIn()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    const res = await fetch(`${STAND_IN_ORIGIN}${SCRIPT_PATH}`)
    if (!res.ok || !(await res.text()).includes('Calendly')) throw error
  }
  return async () => {
    await stopStandIn()
    await stopMail()
  }
}
