import { z } from 'zod'
import { email, optionalLine, optionalUrl, optionalPhone, paragraph, personName } from '@/lib/validation'

export const contactSchema = z.object({
  name: personName('Full Name'),
  email: email('Email Address'),
  phone: optionalPhone('Phone Number'),
  company: optionalLine('Company Name', 120),
  website: optionalUrl('Website URL'),
  message: paragraph('Project Details', 5000),
})
export type ContactInput = z.infer<typeof contactSchema>
