/** The /careers page's copy (components/sections/careers/); the positions are content/jobs.ts. */

export const hiringBanner = {
  eyebrow: 'Careers',
  title: "We're Hiring",
  text: 'Join a small, senior-minded team building web, mobile and cloud products for clients in six countries. You will work directly with clients, ship often and have a real say in how things are built.',
}

export const positionsCopy = {
  title: 'Open positions',
  none: 'No roles are open right now. New ones appear here first; the LinkedIn page follows them too.',
  facts: { type: 'Type', location: 'Location', experience: 'Experience', teamSize: 'Team size' },
  aboutTitle: 'About the role',
  skillsTitle: 'Required skills',
  responsibilitiesTitle: 'Responsibilities',
  applyTitle: 'How to Apply',
  applyAction: 'Apply Now',
  applyDialogTitle: (job: string) => `Apply for ${job}`,
}

/** "How to Apply" steps shown under every job. */
export const applySteps = [
  {
    title: 'Send your application',
    description: 'Click Apply Now and share your details, resume and a link to your portfolio or GitHub.',
  },
  {
    title: 'Profile review',
    description: 'Someone from the team reads every application and replies within five working days.',
  },
  {
    title: 'Intro call',
    description: 'A 30-minute video call about your experience, what you want to learn and how we work.',
  },
  {
    title: 'Practical task',
    description:
      'A short, paid task close to real client work, followed by a review conversation with an engineer.',
  },
  {
    title: 'Offer and onboarding',
    description: 'We make a clear written offer and pair you with a buddy for your first project.',
  },
]

/**
 * Tiles under the hero. The open roles' figure follows the roles published ("5+" for five: at
 * least that many, more to come), never typed.
 */
export const careerPerks = (openRoles: number) => [
  { value: '100%', label: 'Remote First', detail: 'Work from anywhere in India or beyond' },
  {
    value: openRoles ? `${openRoles}+` : '0',
    label: openRoles === 1 ? 'Open Role' : 'Open Roles',
    detail: 'Across engineering, design and operations',
  },
  { value: 'Unlimited', label: 'Growth', detail: 'Learning budget, mentoring and real ownership' },
  { value: 'Flexible', label: 'Schedule', detail: 'Core overlap hours, the rest is yours' },
]

/** Team size shown in every job's detail panel. */
export const TEAM_SIZE = '10-15 people'
