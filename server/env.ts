import 'server-only'
import { z } from 'zod'
import { readSettings } from '@/runtime/settings.mjs'
import { keyOf } from '@/server/webhooks/signature'

const schema = z.object({
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for SQLite in DATA_DIR)')
    .optional(),
  /**
   * Where set, a page made again after a content change reaches the other processes at once by
   * Redis publish (server/content/signal.ts); unset, they look in the database every second.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (leave unset to use the database)')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  NOTIFY_EMAIL: z.email().optional(),
  /** Sender of notifications; defaults to the first company address. */
  MAIL_FROM: z.email().optional(),
  /** First retry delay of a failed notification (doubles per attempt, at most an hour). */
  MAIL_RETRY_MS: z.coerce.number().int().min(50).default(30_000),
  /** Public form submissions per address per minute (contact, applications, comments). */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Sign-in attempts per address per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Administrators must enrol a second factor before the desk shows them any lead. */
  REQUIRE_2FA: z
    .enum(['1', 'true', '0', 'false'], 'must be 1 or true, 0 or false')
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  /**
   * Resumes go to this S3-compatible bucket when it is set (else to DATA_DIR/resumes). The
   * bucket stays private: the app streams each resume to the administrator itself.
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    )
    .optional(),
  /** A non-AWS server (MinIO, R2, …); unset for AWS itself, which the region then locates. */
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 (auto for R2)')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Bucket in the path (https://host/bucket/key) instead of the host name
   * (https://bucket.host/key). Defaults to on with S3_ENDPOINT (MinIO and most self-hosted
   * servers only answer that way) and off for AWS, where path-style addressing is deprecated.
   */
  S3_FORCE_PATH_STYLE: z
    .enum(['1', 'true', '0', 'false'], 'must be 1 or true, 0 or false')
    .transform((v) => v === '1' || v === 'true')
    .optional(),
  /** One Standard Webhooks endpoint for deployers (more are set in the desk), and its secret. */
  WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://hooks.example.com/leads' })
    .optional(),
  WEBHOOK_SECRET: z
    .string()
    .refine((s) => keyOf(s) !== null, {
      error: 'must be whsec_ followed by the base64 of 24 to 64 random bytes (openssl rand -base64 32)',
    })
    .optional(),
  /** Lets webhooks post to loopback and private addresses (a receiver on the deployment's network). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['1', 'true', '0', 'false'], 'must be 1 or true, 0 or false')
    .transform((v) => v === '1' || v === 'true')
    .default(false),
  /** A Slack (or Discord, or Teams) incoming webhook told of each new lead in one short line. */
  SLACK_WEBHOOK_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an incoming webhook URL such as https://hooks.slack.com/services/…',
    })
    .optional(),
  /** Verifies the scheduling provider's booking events (POST /api/integrations/calendly). */
  CALENDLY_WEBHOOK_SIGNING_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Scales the webhooks' retry schedule (5 s, 5 min, … 10 h) down, for tests and drills. */
  WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
})

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

/**
 * S3 is all or nothing: a bucket needs its credentials, and S3 settings without a bucket would
 * quietly keep resumes on this machine's disk, which is not what whoever set them meant.
 */
function s3Problems(source: Record<string, string | undefined>) {
  if (source.S3_BUCKET)
    return (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      .filter((name) => !source[name])
      .map((name) => `${name}: is required when S3_BUCKET is set`)
  const stray = S3_SETTINGS.filter((name) => source[name])
  if (!stray.length) return []
  return [
    `S3_BUCKET: is required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set ` +
      '(leave every S3_ variable unset to keep resumes in DATA_DIR)',
  ]
}

/** A webhook address needs its secret, and a secret its address. */
function webhookProblems(source: Record<string, string | undefined>) {
  if (Boolean(source.WEBHOOK_URL) === Boolean(source.WEBHOOK_SECRET)) return []
  return [
    source.WEBHOOK_URL
      ? 'WEBHOOK_SECRET: is required when WEBHOOK_URL is set (whsec_ and the base64 of 24 to 64 random bytes)'
      : 'WEBHOOK_URL: is required when WEBHOOK_SECRET is set',
  ]
}

function parse() {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const source = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''))
  const result = schema.safeParse(source)
  // PORT, HOST, SITE_URL, TRUST_PROXY and the booking addresses: read where runtime/start.mjs and
  // the build read them, so the server, the build and the site never disagree about a default.
  const { settings, problems } = readSettings(source)
  const lines = [
    ...problems,
    ...(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []),
    ...s3Problems(source),
    ...webhookProblems(source),
  ]
  if (!result.success || lines.length) throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  const { PORT, HOST, SITE_URL, SCHEDULING_URL, SCHEDULING_SCRIPT_URL, TRUST_PROXY } = settings
  return { ...result.data, PORT, HOST, SITE_URL, SCHEDULING_URL, SCHEDULING_SCRIPT_URL, TRUST_PROXY }
}

export const env = parse()
export type Env = typeof env

/**
 * Whether this process is `next build` prerendering the pages: they are made from the site's first
 * content then (server/content/seed.ts), and no database is opened.
 */
export const isBuilding = process.env.NEXT_PHASE === 'phase-production-build'
