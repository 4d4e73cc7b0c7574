/** Field names and messages of the form, free of zod so the form can import them cheaply. */
export const APPLICATION_FIELDS = [
  'job_title',
  'full_name',
  'email',
  'phone',
  'portfolio',
  'cover_letter',
] as const

export const APPLICATION_MESSAGES = {
  success: 'Application submitted successfully!',
  failure: 'Failed to submit application. Please try again.',
} as const

export const RESUME_FIELD = 'resume'

export const RESUME_MAX_MB = 10

export const RESUME_ERRORS = {
  missing: 'Resume is required: attach your resume as a PDF.',
  notPdf: 'Resume must be a PDF file. The file you chose is not a PDF.',
  tooLarge: `Resume must be ${RESUME_MAX_MB} MB or smaller.`,
  empty: 'Resume is empty: choose a PDF that has content.',
} as const
