import { z } from 'zod'
import { LIMITS } from '@/lib/form-fields'
import { email, optionalLine, optionalUrl, optionalPhone, paragraph, personName } from '@/lib/validation'

export const contactSchema = z.object({
  name: personName('Full Name'),
  email: email('Email Address'),
  phone: optionalPhone('Phone Number'),
  company: optionalLine('Company Name', LIMITS.company),
  website: optionalUrl('Website URL'),
  message: paragraph('Project Details', LIMITS.message),
})
export type ContactInput = z.infer<typeof contactSchema>
