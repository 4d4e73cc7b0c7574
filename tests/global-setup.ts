import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { TEST_SMTP_PORT } from './build-env.mjs'
import { caughtMailFile, keepInFile, startMailCatcher } from './helpers/mail-catcher'
import { SCRIPT_PATH, STAND_IN_ORIGIN, startStandIn } from './helpers/scheduling-stand-in'
import { OWN_ADMINS, ownAdmin } from './helpers/desk'

/**
 * Serves the scheduling provider's stand-in and a local mail server for the whole run, and makes
 * the administrators of the tests that need their own (OWN_ADMINS) in the server's database;
 * returns the teardown. When a parallel local run already serves the stand-in on its port, that
 * one is used. Playwright starts the web server before this runs.
 */
export default async function globalSetup() {
  const dataDir = process.env.E2E_DATA_DIR!
  mkdirSync(dataDir, { recursive: true })
  makeAdmins(dataDir)
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

function makeAdmins(dataDir: string) {
  const made = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'tests/helpers/make-admins.ts',
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        E2E_NEW_ADMINS: JSON.stringify(OWN_ADMINS.map(ownAdmin)),
      },
      encoding: 'utf8',
    },
  )
  if (made.status !== 0)
    throw new Error(`Making the tests' administrators failed: ${made.stdout}${made.stderr}`)
}
