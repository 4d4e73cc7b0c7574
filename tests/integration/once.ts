import { describe } from 'vitest'
import { runDatabase } from './targets'

/**
 * A block declared in the SQLite run only, so it runs once: one that runs no SQL of its own (a
 * signed link, a cookie flag, a header), or one that starts servers of its own and chooses their
 * database itself (the deployment behind nginx, a PostgreSQL outage). The PostgreSQL run has
 * nothing of it. A block that reads or writes through the site's queries belongs on every
 * database instead (`describe.each(inject('targets'))`). `skip` skips it where the machine lacks
 * what it needs, and the run's check reports the skip (scripts/integration-runs.mjs).
 */
export function describeOnce(name: string, body: () => void, { skip = false } = {}) {
  if (runDatabase() === 'sqlite') describe.skipIf(skip)(name, body)
}
