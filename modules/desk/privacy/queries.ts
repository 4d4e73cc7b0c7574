import 'server-only'
import path from 'node:path'
import { databaseKind, db } from '@/server/db'
import { env } from '@/server/env'
import { periodsInForce, savedPeriods } from '@/server/privacy/periods'
import { purgePreview } from '@/server/privacy/retention'

/** A URL's host alone: where data goes, without the credentials a URL may carry. */
const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : null
  } catch {
    return null
  }
}

/**
 * What the Privacy page reports as this deployment runs: where each kind of data is stored and
 * who carries it (from the same settings the code uses), the periods saved in the desk and whether
 * they are published yet, what the next purge would remove, and the notice versions on record.
 */
export async function privacyOverview() {
  const [preview, saved, notices] = await Promise.all([
    purgePreview(),
    savedPeriods(),
    db
      .selectFrom('privacy_notices')
      .select(['form', 'version', 'first_shown_at'])
      .orderBy('first_shown_at', 'desc')
      .execute(),
  ])
  const dataDir = path.resolve(env.DATA_DIR)
  return {
    preview,
    periods: { saved, published: periodsInForce(saved) },
    notices,
    storage: {
      database:
        databaseKind === 'postgres'
          ? `PostgreSQL at ${hostOf(env.DATABASE_URL) ?? 'the configured server'}`
          : `SQLite file ${path.join(dataDir, 'site.db')} on this server`,
      files: env.S3_BUCKET
        ? `S3-compatible bucket "${env.S3_BUCKET}"${env.S3_REGION ? ` in ${env.S3_REGION}` : ''}${env.S3_ENDPOINT ? ` at ${hostOf(env.S3_ENDPOINT)}` : ''}`
        : `Files in ${path.join(dataDir, 'resumes')} and ${path.join(dataDir, 'archives')} on this server`,
      mail: env.SMTP_URL
        ? `SMTP server ${hostOf(env.SMTP_URL)}`
        : 'Not configured: e-mails wait in the outbox',
    },
  }
}

export type PrivacyOverview = Awaited<ReturnType<typeof privacyOverview>>
