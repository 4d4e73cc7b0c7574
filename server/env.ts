import 'server-only'
import { z } from 'zod'

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave unset for SQLite in DATA_DIR)')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SCHEDULING_URL: z.url().default('https://calendly.com/vantage-edge-technologies/30min'),
  SCHEDULING_SCRIPT_URL: z.url().default('https://assets.calendly.com/assets/external/widget.js'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  NOTIFY_EMAIL: z.email().optional(),
  /** Sender of notifications; defaults to the first company address. */
  MAIL_FROM: z.email().optional(),
  /** First retry delay of a failed notification (doubles per attempt, at most an hour). */
  MAIL_RETRY_MS: z.coerce.number().int().min(50).default(30_000),
  /**
   * The reverse proxies whose X-Forwarded-For is believed: 1 for one on this machine, or a list of
   * addresses and CIDR ranges. Read and checked by scripts/start.mjs (scripts/proxy-trust.mjs).
   */
  TRUST_PROXY: z.string().optional(),
  /** Public form submissions per address per minute (contact, applications, comments). */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Sign-in attempts per address per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
})

function parse() {
  // Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const source = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''))
  const result = schema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return { ...result.data, SITE_URL: result.data.SITE_URL.replace(/\/$/, '') }
}

export const env = parse()
export type Env = typeof env
