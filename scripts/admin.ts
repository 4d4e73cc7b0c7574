// Administrator CLI: `npm run admin` prints the schema version; `npm run admin -- add <email>`
// creates an admin (or sets a new password), reading the password from ADMIN_PASSWORD or the
// terminal; `npm run admin -- list` lists admins; `npm run admin -- migrate` migrates;
// `npm run admin -- reset-2fa <email>` removes an admin's second factors (a lost phone and lost
// backup codes): only here, on the server, never over HTTP, and written to the audit trail.
import { createInterface } from 'node:readline'
import { recordAudit } from '@/server/audit'
import { countAdmins, findAdmin, removeSecondFactors, signOutOthers, upsertAdmin } from '@/server/auth'
import { db, databaseKind, sqlitePath } from '@/server/db'
import { migrateToLatest, schemaVersion } from '@/server/db/migrate'
import { env } from '@/server/env'
import { z } from 'zod'

const MIN_PASSWORD = 12

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    // Piped in: the first line.
    const rl = createInterface({ input: process.stdin })
    for await (const line of rl) {
      rl.close()
      return line
    }
    return ''
  }
  process.stdout.write(prompt)
  return new Promise((resolve) => {
    let value = ''
    process.stdin.setRawMode(true)
    process.stdin.resume()
    process.stdin.setEncoding('utf8')
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          process.stdin.setRawMode(false)
          process.stdin.pause()
          process.stdin.off('data', onData)
          process.stdout.write('\n')
          return resolve(value)
        }
        if (ch === '\u0003') process.exit(130)
        if (ch === '\u007f') value = value.slice(0, -1)
        else value += ch
      }
    }
    process.stdin.on('data', onData)
  })
}

async function main() {
  const [command = 'version', arg] = process.argv.slice(2)
  const where = databaseKind === 'sqlite' ? `SQLite ${sqlitePath}` : 'PostgreSQL (DATABASE_URL)'
  if (command === 'migrate') {
    const applied = await migrateToLatest()
    console.log(applied.length ? `Migrated ${where}: ${applied.join(', ')}` : `${where} is up to date.`)
  } else if (command === 'version') {
    const v = await schemaVersion()
    console.log(`Database: ${where}`)
    console.log(`Schema version: ${v.current ?? 'none (not migrated yet)'}`)
    console.log(
      v.pending.length ? `Pending migrations: ${v.pending.join(', ')}` : `Up to date (latest: ${v.latest}).`,
    )
  } else if (command === 'add') {
    const email = z.email().safeParse(arg?.trim().toLowerCase())
    if (!email.success) throw new UsageError('Usage: npm run admin -- add <email>   (a valid e-mail address)')
    await migrateToLatest()
    const password =
      env.ADMIN_PASSWORD ??
      (await readPassword(`Password for ${email.data} (at least ${MIN_PASSWORD} characters): `))
    if (password.length < MIN_PASSWORD)
      throw new UsageError(`The password must be at least ${MIN_PASSWORD} characters.`)
    const created = await upsertAdmin(email.data, password)
    console.log(created ? `Admin ${email.data} created.` : `Password of ${email.data} updated.`)
  } else if (command === 'list') {
    await migrateToLatest()
    const users = await (
      db as unknown as import('kysely').Kysely<{ user: { email: string; createdAt: unknown } }>
    )
      .selectFrom('user')
      .select(['email', 'createdAt'])
      .orderBy('email')
      .execute()
    console.log(`${await countAdmins()} admin(s):`)
    for (const u of users) console.log(`  ${u.email}`)
  } else if (command === 'reset-2fa') {
    const email = z.email().safeParse(arg?.trim().toLowerCase())
    if (!email.success) throw new UsageError('Usage: npm run admin -- reset-2fa <email>')
    await migrateToLatest()
    const user = await findAdmin(email.data)
    if (!user) throw new UsageError(`No admin ${email.data}.`)
    const had = await removeSecondFactors(user.id)
    const signedOut = await signOutOthers(user.id, null)
    await recordAudit(new Headers({ 'x-forwarded-for': 'server console' }), {
      actor: null,
      action: 'two_factor_reset',
      target: email.data,
      detail: { via: 'npm run admin -- reset-2fa', hadSecondFactor: had, sessionsEnded: signedOut },
    })
    console.log(
      had
        ? `Two-step sign-in of ${email.data} removed (authenticator, backup codes, trusted browsers); ${signedOut} session(s) signed out. They sign in with the password and can set it up again.`
        : `${email.data} had no second factor; ${signedOut} session(s) signed out.`,
    )
  } else {
    throw new UsageError(
      `Unknown command "${command}". Commands: version, migrate, add <email>, list, reset-2fa <email>`,
    )
  }
}

class UsageError extends Error {}

main()
  .catch((error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => db.destroy())
