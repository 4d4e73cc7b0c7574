import { z } from 'zod'
import { LIMITS } from '@/lib/form-fields'
import { jobs } from '@/content/jobs'
import { email, optionalUrl, paragraph, personName, phone } from '@/lib/validation'

const titles = jobs.map((j) => j.title)

/** The text fields; the resume is checked while it streams in (server/storage.ts). */
export const applicationSchema = z.object({
  job_title: z
    .string({ error: 'Choose the position you are applying for.' })
    .refine((v) => titles.includes(v), 'Choose one of the open positions.'),
  full_name: personName('Full Name'),
  email: email('Email'),
  phone: phone('Phone Number'),
  portfolio: optionalUrl('Portfolio URL'),
  cover_letter: paragraph('Cover Letter', LIMITS.message, 20),
})
export type ApplicationInput = z.infer<typeof applicationSchema>
