/**
 * The e-mail templates the desk starts with; the administrator edits them in the desk (Templates).
 * Placeholders in double braces are filled per lead: see lib/placeholders.ts.
 * Each `purpose` is one of TEMPLATE_PURPOSES (lib/vocabulary.ts), checked where the desk stores them.
 */
export const defaultTemplates = [
  {
    purpose: 'ack-enquiry',
    name: 'Acknowledgement: enquiry',
    subject: 'We have your enquiry ({{reference}})',
    body: `Hello {{first_name}},

Thank you for writing to {{company_name}}. Your enquiry has reached us; its reference is {{reference}}.

What happens next: an engineer (not a salesperson) reads it and writes back within one working day, Monday to Friday, 9:00 to 18:00 India time. Most enquiries get an answer the same day.

If you would rather talk it through now, choose a 30-minute slot that suits you:
{{booking_link}}

To add anything, simply reply to this e-mail.

{{company_name}}`,
  },
  {
    purpose: 'ack-application',
    name: 'Acknowledgement: application',
    subject: 'Your application for {{job_title}} ({{reference}})',
    body: `Hello {{first_name}},

Thank you for applying for the {{job_title}} role at {{company_name}}. Your application and resume have reached us; the reference is {{reference}}.

What happens next: we read every application in full. Within five working days we will write to you, either to arrange a first conversation or to tell you honestly that we will not take it further this time.

{{company_name}}`,
  },
  {
    purpose: 'reply',
    name: 'Thank you, let us talk',
    subject: 'Re: your enquiry to {{company_name}}',
    body: `Hello {{first_name}},

Thank you for telling us about your project. It sounds like something we can help with, and a short call is the quickest way to get the details right.

Please pick a 30-minute slot that suits you here:
{{booking_link}}

If none of the times work, reply with two or three that do and we will fit around you.

Best regards,
{{company_name}}`,
  },
  {
    purpose: 'reply',
    name: 'Application received',
    subject: 'Re: your application for {{job_title}}',
    body: `Hello {{first_name}},

Thank you for your application for {{job_title}}. We have read it and would like to learn more. Could you tell us which days next week suit you for a 45-minute video call?

Best regards,
{{company_name}}`,
  },
  {
    purpose: 'reply',
    name: 'Application declined',
    subject: 'Re: your application for {{job_title}}',
    body: `Hello {{first_name}},

Thank you for the time you put into your application for {{job_title}}. We have decided not to take it further for this role. This is not a judgement of your ability: we had to choose between several strong candidates for very few places.

We will keep your details for six months and write to you if a role opens that fits you better.

With best wishes,
{{company_name}}`,
  },
] as const
