// Makes the browser tests' administrators in one process, once per run (tests/global-setup.ts), as
// `npm run admin -- add` makes each on a server: the database migrated, the password hashed by the
// auth library. The accounts arrive as JSON in E2E_NEW_ADMINS.
import { upsertAdmin } from '@/server/auth'
import { migrateToLatest } from '@/server/db/migrate'

async function main() {
  const accounts = JSON.parse(process.env.E2E_NEW_ADMINS ?? '[]') as { email: string; password: string }[]
  await migrateToLatest()
  for (const { email, password } of accounts) await upsertAdmin(email, password)
  console.log(`Made ${accounts.length} administrators.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
