/** A record's page (modules/desk/record/, timeline/, reply/reply-panel.tsx, requests/personal-data.tsx). */
export const recordCopy = {
  /** The same person's other leads, above the record. */
  samePerson: {
    also: 'also: ',
    count: (n: number, earlier: boolean, type: 'messages' | 'applications') => {
      const [one, many] = type === 'messages' ? ['enquiry', 'enquiries'] : ['application', 'applications']
      return `${n} ${earlier ? 'earlier ' : ''}${n === 1 ? one : many}`
    },
    link: (type: 'messages' | 'applications', at: string, status: string) =>
      `${type === 'messages' ? 'Enquiry' : 'Application'} of ${at} (${status})`,
  },
  callBooked: (event: string, at: string) => `Call booked: ${event}, ${at}`,
  activityTitle: 'Activity',
  /** What the spam screening found, and the verdict's buttons' explanations (spam-check.tsx). */
  spamCheck: {
    title: (state: 'spam' | 'unsure' | 'kept', reasons: number, score: number) =>
      state === 'spam'
        ? `Held as spam (score ${score})`
        : state === 'unsure'
          ? `Might be spam (score ${score})`
          : reasons
            ? `Spam check: score ${score}, not spam`
            : 'Spam check: nothing found',
    /** Under a lead marked "Might be spam" (server/leads/held.ts). */
    unsure: (comment: boolean) =>
      comment
        ? 'Kept for review, but one of these signs of spam was found.'
        : 'Kept in the inbox and notified, but one of these signs of spam was found, so its automatic acknowledgement waits: it goes a few minutes after you first open it (unless you call it spam meanwhile), or at once when you answer it or mark it not spam.',
    notSpamUnsure: 'Takes the mark off and trusts the sender from now on.',
    byHand: 'Marked as spam by hand.',
    notSpam: (comment: boolean) =>
      comment
        ? 'Back to the comments to review; the sender is trusted from now on.'
        : 'Back to the inbox: the notification and acknowledgement held back are sent now, and the sender is trusted from now on.',
    spam: 'Moves it to spam: no e-mail is sent about it.',
  },
  /** The reply composer's draft, before a template (reply-panel.tsx). */
  reply: {
    mailOff:
      'Mail is not configured (SMTP_URL is not set): replies are kept in the outbox and sent once it is.',
    /** with the company's name as published */
    enquirySubject: (companyName: string) => `Re: your enquiry to ${companyName}`,
    applicationSubject: (jobTitle: string) => `Re: your application for ${jobTitle}`,
    /** Above the quoted original. */
    quoted: (at: string, name: string) => `On ${at}, ${name} wrote:`,
    body: (firstName: string, quoted: string) => `Hello ${firstName},\n\n\n\n${quoted}`,
  },
  /** The record's events, as the activity timeline says them (timeline.tsx). */
  timeline: {
    received: 'Received',
    opened: 'Opened',
    status: (detail: string | null) => `Status ${detail ?? ''}`,
    note: 'Note',
    email: (subject: string | null, to: string | null, state: string) =>
      `E-mail “${subject ?? ''}” to ${to ?? 'the sender'} (${state})`,
    mail: {
      sent: 'sent',
      discarded: 'discarded',
      failing: (error: string) => `not sent yet: ${error}`,
      queued: 'queued',
    },
    resume: 'Resume opened',
    privacy: 'Personal data request',
    booking: 'Call booked',
    /** Who did it, when no administrator did. */
    bookingBy: 'the scheduling service',
    deskBy: 'the desk',
  },
  /** The person's data: a legal hold, a download, an erasure (personal-data.tsx). */
  personalData: {
    title: 'Personal data',
    held: 'Held',
    heldFor: (why: string) => ` from erasure and retention: ${why}`,
    holdPlaceholder: 'An open contract dispute, say',
    confirmErase: (email: string) =>
      `Erase everything held for ${email}, this record included? This cannot be undone.`,
  },
}
