import { z } from 'zod'
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
  cover_letter: paragraph('Cover Letter', 5000, 20),
})
export type ApplicationInput = z.infer<typeof applicationSchema>
export const APPLICATION_FIELDS = ['job_title', 'full_name', 'email', 'phone', 'portfolio', 'cover_letter'] as const
export const RESUME_FIELD = 'resume'
export const RESUME_MAX_MB = 10

export const RESUME_ERRORS = {
  missing: 'Resume is required: attach your resume as a PDF.',
  notPdf: 'Resume must be a PDF file. The file you chose is not a PDF.',
  tooLarge: `Resume must be ${RESUME_MAX_MB} MB or smaller.`,
  empty: 'Resume is empty: choose a PDF that has content.',
} as const

export const APPLICATION_MESSAGES = {
  success: 'Application submitted successfully!',
  failure: 'Failed to submit application. Please try again.',
} as const
