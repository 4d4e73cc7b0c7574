import 'server-only'
import { z } from 'zod'

const schema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  SCHEDULING_URL: z.url().default('https://calendly.com/vantage-edge-technologies/30min'),
  SCHEDULING_SCRIPT_URL: z.url().default('https://assets.calendly.com/assets/external/widget.js'),
})

function parse() {
  const result = schema.safeParse(process.env)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return { ...result.data, SITE_URL: result.data.SITE_URL.replace(/\/$/, '') }
}

export const env = parse()
