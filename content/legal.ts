import type { LegalSection } from '@/content/schema'
import { ANALYTICS_RAW_DAYS, INSIGHTS_SCRIPT_PATH, LIKE_COOKIE } from '@/lib/constants'
import {
  ARCHIVE_LINK_DAYS,
  periodText,
  PRIVACY_REQUEST_PATH,
  REQUEST_LINK_HOURS,
  RESPONSE_DAYS,
  RETENTION,
} from '@/lib/privacy'

/** What both legal pages draw around their sections (components/sections/legal/). */
export const legalCopy = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated:',
  contactText: 'Questions about this page? Write to us and we will reply within a few working days.',
}

/* ---------- /privacy-policy ---------- */

export const privacyTitles = { title: 'Privacy Policy', contactTitle: 'Contact' }

/** The policy's opening, with the company's name as published. */
export const privacyIntro = (name: string) =>
  `${name} ("we", "us", "our") respects your privacy. This policy explains what personal data we collect through this website, why we collect it, how we protect it and the choices you have. We process personal data in line with applicable Indian law, including the Digital Personal Data Protection Act, 2023.`

/** The policy's sections, with the privacy contact (`email`, lib/privacy.ts privacyEmail) as published. */
export const privacySections = (email: string) =>
  [
    {
      title: 'Information We Collect',
      paragraphs: [
        'We only collect information you choose to give us, plus a minimal amount of anonymous usage data needed to run the site.',
      ],
      bullets: [
        'Contact form: your name, email address, phone number, company, website and the message you send us.',
        'Job applications: your name, email address, phone number, portfolio link, cover letter, the position you apply for and the resume file you upload.',
        'Blog comments: your comment, your email address and, optionally, your website.',
        "Consultation bookings: when you book a call, the scheduling form is provided by a third-party scheduling service, which collects the details you enter (such as your name, email and chosen time) under its own privacy policy. It then tells us your name, email address and the time you chose, and we add the call to your enquiry; a booking link on our site or in our emails carries your enquiry's reference for that purpose.",
        `Page views: after a page of this site has loaded, a small script of ours (${INSIGHTS_SCRIPT_PATH}) tells our own server which page you opened (its address without the query, apart from campaign tags such as utm_source), the name of the website that linked you here, whether your screen is phone, tablet or desktop sized, your browser family (for example "Firefox") and the time. It sets no cookie, stores nothing on your device and sends nothing to anyone else.`,
        "Daily visitor count: to count each visitor once a day, our server combines your IP address and your browser's identification with a random value that is made for that day and deleted when it ends, and keeps only the scrambled result. Your IP address and your full browser identification are never stored. Once the day's value is deleted, nobody, including us, can link your visits on different days or work back to your address.",
        "Conversions: when you send an enquiry, apply for a job, post a comment, or open or complete a booking, we add one to a count for the source of that day's visit, such as a campaign or a search engine. The count is never linked to your name, email address or message.",
        `Article likes: if you like an article, your browser keeps a random identifier in a cookie named ${LIKE_COOKIE} for up to a year, so the like button remembers your like and lets you take it back. It is set only when you press the button and is used for nothing else. We use no advertising or cross-site tracking cookies.`,
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: [
        'We use your information only for the purpose for which you provided it: to reply to your enquiry, to prepare for and hold a consultation you have booked, to assess your job application, and to review and publish blog comments.',
        'Page-view and conversion counts show us which pages are useful and which websites and campaigns bring enquiries, applications and bookings; we only ever look at them as totals. We do not sell your personal data, and we do not use it for automated decision-making or send you marketing emails unless you have asked us to.',
      ],
    },
    {
      title: 'Information Sharing',
      paragraphs: [
        'We share personal data only with service providers that help us operate this website, such as our hosting and database provider, file storage for resumes, email delivery and the third-party scheduling service, and with the tools our team works in: a new enquiry, application or comment and its progress may be passed on to our customer-relationship or sales tools, and a one-line notice of it (your name, your company or the role, and the first line of your message) to our team chat. Your resume file is never passed on. They process data on our instructions and only as needed to provide their services.',
        'We may disclose information if required by law, by a court order or by a competent government authority, or where necessary to protect our rights or the safety of others. Apart from this, we do not share your information with third parties.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'Data is encrypted in transit over HTTPS and stored with providers that encrypt it at rest. Access to contact messages, job applications and comments is restricted to an authorised administrator, and uploaded resumes are kept in private storage that can only be opened through short-lived links.',
        `We keep personal data only as long as it is needed, and delete it by itself when its time is up: enquiries ${periodText(RETENTION.enquiries)} after their last activity, job applications and their resumes ${periodText(RETENTION.applications)} after theirs (${periodText(RETENTION.futureRoles)} if you ticked the box to be kept for future roles, until you withdraw that), comments we decline ${periodText(RETENTION.rejectedComments)} after we decline them, messages our spam filter holds back ${periodText(RETENTION.spam)} after they arrive (we look at each before it goes), and the text of e-mails we send ${periodText(RETENTION.sentMailBodies)} after sending. You can ask us to delete yours sooner. Page-view and conversion records are kept for ${ANALYTICS_RAW_DAYS} days and then only as daily totals (views per page, per referring website, per campaign, per device type and per browser family); the daily visitor entries are deleted when their day's totals are made, a few minutes after midnight in New Delhi. No method of transmission or storage is completely secure, but we review our safeguards regularly and will notify affected users and the authorities of a breach where the law requires it.`,
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'Subject to applicable law, including the Digital Personal Data Protection Act, 2023, you may ask us for a summary of the personal data we hold about you, ask us to correct or complete it, ask us to erase it, or withdraw consent you have given. You may also nominate another person to exercise these rights on your behalf in the event of death or incapacity.',
        'You can stop page-view counting at any time without losing anything on the site: turn on Global Privacy Control or "Do Not Track" in your browser, and the script sends nothing at all; or block /insights/script.js with a content blocker. As we keep no identifier, past page views cannot be traced back to you; they exist only inside totals.',
        `To make a request, use the request page (no account needed): you give the e-mail address you used with us, we send a link to it that you open within ${REQUEST_LINK_HOURS} hours to confirm, and we answer within ${RESPONSE_DAYS} days of that, by e-mail. A copy of your data comes as a download link that works for ${ARCHIVE_LINK_DAYS} days. Every confirmation e-mail we send after a form carries your own link to the same page, so withdrawing a consent takes no more than giving it did. For questions or a grievance, write to ${email}. If you are not satisfied with our response, you may complain to the Data Protection Board of India or, if you are in the European Union, to the data protection supervisory authority of your country.`,
        'Each form on this site shows a short notice of what its data is for, how long we keep it and how to reach us; we keep a copy of every version of those notices, and record with each enquiry, application and comment the version that was shown.',
      ],
      link: { href: PRIVACY_REQUEST_PATH, label: 'Make a request about your data' },
    },
    {
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy as our website, our services or the law change. The date at the bottom of this page shows when it was last revised, and significant changes will be highlighted on the site. By continuing to use the site after an update, you acknowledge the revised policy.',
      ],
    },
  ] satisfies LegalSection[]

/* ---------- /terms-and-conditions ---------- */

export const termsTitles = { title: 'Terms and Conditions', contactTitle: 'Contact Us' }

/** The terms' opening, with the company's name as published. */
export const termsIntro = (name: string) =>
  `Welcome to the website of ${name}. These terms and conditions govern your use of this website. By accessing or using the site, you agree to be bound by these terms; if you do not agree with any part of them, please do not use the site.`

/** The terms' sections, naming the company (`name`) as published. */
export const termsSections = (name: string) =>
  [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        'By accessing this website you confirm that you have read, understood and agree to these terms and to our privacy policy, and that you are legally able to enter into them. These terms apply to all visitors, including those who send enquiries, book consultations, apply for jobs or post comments.',
        'Any project work we carry out for you is governed by a separate written agreement, which takes precedence over these terms where the two differ.',
      ],
    },
    {
      title: 'Use License',
      paragraphs: [
        'Permission is granted to view and temporarily download one copy of the materials on this website for personal, non-commercial use only. This is the grant of a licence, not a transfer of title, and under this licence you may not:',
      ],
      bullets: [
        'Modify, copy or republish the materials, except for sharing links to our pages and quoting short excerpts with attribution',
        'Use the materials for any commercial purpose or for any public display without our written permission',
        'Attempt to decompile, reverse engineer or gain unauthorised access to any software, system or data on this website',
        'Remove any copyright, trademark or other proprietary notices from the materials',
        'Transfer the materials to another person or mirror them on any other server, or use automated tools to scrape the site',
      ],
    },
    {
      title: 'Disclaimer',
      paragraphs: [
        `The materials on this website are provided on an "as is" basis for general information. ${name} makes no warranties, express or implied, and disclaims all other warranties, including implied warranties of merchantability, fitness for a particular purpose and non-infringement.`,
        'Figures, package prices and project examples on this site are indicative and do not form an offer. Blog articles reflect our views at the time of writing and are not professional, legal or financial advice.',
      ],
    },
    {
      title: 'Limitations',
      paragraphs: [
        `To the fullest extent permitted by law, ${name} and its team will not be liable for any damages, including loss of data, loss of profit or business interruption, arising out of the use of or inability to use the materials on this website, even if we have been told that such damage is possible.`,
        'We aim to keep the site accurate and available, but we do not guarantee that it will be uninterrupted, error-free or free of harmful components, and links to third-party websites are provided for convenience without endorsement.',
      ],
    },
    {
      title: 'Revisions and Updates',
      paragraphs: [
        'The materials on this website may include technical, typographical or photographic errors, and we may change them at any time without notice. We do not commit to keeping every page up to date.',
        'We may revise these terms from time to time. The version published on this page applies from the date shown, and by continuing to use the site you agree to be bound by the current version.',
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by and construed in accordance with the laws of India. Any dispute arising out of or in connection with this website or these terms is subject to the exclusive jurisdiction of the courts in New Delhi, India.',
      ],
    },
  ] satisfies LegalSection[]
