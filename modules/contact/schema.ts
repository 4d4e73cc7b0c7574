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
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'website', 'message'] as const

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const
