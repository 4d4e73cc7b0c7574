// Personal data requests, for the operator on the server (the desk's Requests page does the same
// for confirmed requests):
//   npm run privacy -- export <email> <file.zip>   a copy of everything held about that address
//   npm run privacy -- erase <email> --yes         erases it, for good (server/privacy/erase.ts)
//   npm run privacy -- purge [--dry-run]           deletes what is kept past its period now (the
//                                                  server does it daily: server/privacy/retention.ts)
// Both are written to the audit trail, naming the person only by a keyed hash of the address.
// The purge keeps to the periods the build publishes (./published-periods, imported first).
import './published-periods'
import { writeFile } from 'node:fs/promises'
import { z } from 'zod'
import { recordAudit } from '@/server/audit'
import { db } from '@/server/db'
import { migrateToLatest } from '@/server/db/migrate'
import { personArchive } from '@/server/privacy/archive'
import { erasePerson } from '@/server/privacy/erase'
import { countsOf, gatherPerson, subjectOf } from '@/server/privacy/person'
import { purgeExpired, purgePreview, type PurgeCounts } from '@/server/privacy/retention'

const CONSOLE = new Headers({ 'x-forwarded-for': 'server console' })
const USAGE = 'Usage: npm run privacy -- export <email> <file.zip> | erase <email> --yes | purge [--dry-run]'

class UsageError extends Error {}

const summary = (counts: ReturnType<typeof countsOf>) =>
  `${counts.messages} enquiries, ${counts.applications} applications (${counts.resumes} resumes), ${counts.comments} comments, ${counts.events} timeline entries, ${counts.mails} e-mails`

const purged = (c: PurgeCounts) =>
  `${c.enquiries} enquiries, ${c.applications} applications (${c.resumes} resumes), ${c.rejectedComments} rejected comments, ${c.spam} spam, ${c.sentMailBodies} sent e-mails' bodies, ${c.unconfirmedRequests} unconfirmed data requests, ${c.requestArchives} copies of data, ${c.answeredRequests} answered data requests`

async function main() {
  const [command, address, arg] = process.argv.slice(2)
  if (command === 'purge') {
    await migrateToLatest()
    if (address === '--dry-run')
      return console.log(`The next purge removes: ${purged(await purgePreview())}.`)
    const counts = await purgeExpired()
    console.log(counts ? `Purged: ${purged(counts)}.` : 'Another process is purging now; nothing done here.')
    return
  }
  const email = z.email().safeParse(address?.trim().toLowerCase())
  if (!email.success) throw new UsageError(USAGE)
  await migrateToLatest()
  const target = `person:${subjectOf(email.data).slice(0, 16)}`
  if (command === 'export') {
    if (!arg) throw new UsageError(USAGE)
    const person = await gatherPerson(email.data)
    await writeFile(arg, await personArchive(person), { mode: 0o600 })
    await recordAudit(CONSOLE, {
      actor: null,
      action: 'personal_data_exported',
      target,
      detail: { via: 'npm run privacy -- export', ...countsOf(person) },
    })
    console.log(`Wrote ${arg}: ${summary(countsOf(person))}.`)
  } else if (command === 'erase') {
    if (arg !== '--yes')
      throw new UsageError(
        `Erasing cannot be undone. To go ahead: npm run privacy -- erase ${email.data} --yes`,
      )
    const { counts, held } = await erasePerson(email.data, 'npm run privacy -- erase')
    await recordAudit(CONSOLE, {
      actor: null,
      action: 'personal_data_erased',
      target,
      detail: { via: 'npm run privacy -- erase', ...counts, held: held.length },
    })
    console.log(`Erased: ${summary(counts)}.`)
    for (const h of held) console.log(`Kept, held by the desk: ${h.type} ${h.id} (${h.reason}).`)
  } else throw new UsageError(USAGE)
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => db.destroy())
