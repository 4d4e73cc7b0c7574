import type { Job } from '@/content/schema'

/** Team size shown in every job's detail panel. */
export const TEAM_SIZE = '10-15 people'

/** Open positions on /careers; the first is selected initially. */
export const jobs = [
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    type: 'Full-time',
    location: 'Remote',
    experience: '1+ years',
    posted: '2026-11-02',
    closes: '2027-02-28',
    skills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS', 'Accessibility (WCAG)', 'Git'],
    description:
      'Build fast, accessible interfaces for client websites and web apps using React, Next.js and TypeScript. You will work closely with our designers to turn Figma files into polished, responsive pages, and with backend engineers to wire them to real APIs. You care about Core Web Vitals, clean components and the details users notice.',
    responsibilities: [
      'Turn Figma designs into responsive, accessible React components',
      'Build pages and features in Next.js with server and client rendering',
      'Integrate REST and GraphQL APIs with proper loading and error states',
      'Keep Lighthouse and Core Web Vitals scores in the green',
      'Write component tests and review pull requests from teammates',
      'Share progress in weekly client demos',
    ],
  },
  {
    id: 'backend-developer',
    title: 'Backend Developer',
    type: 'Full-time',
    location: 'Remote',
    experience: '1+ years',
    posted: '2026-11-02',
    closes: '2027-02-28',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'REST APIs', 'Redis', 'Docker'],
    description:
      'Design and build the APIs, data models and integrations behind our client products using Node.js, TypeScript and PostgreSQL. You will own features end to end, from schema design to deployment, and connect systems such as payment gateways, CRMs and messaging providers. Reliability, security and readable code matter to you.',
    responsibilities: [
      'Design database schemas and write efficient PostgreSQL queries',
      'Build secure, well-documented REST APIs in Node.js and TypeScript',
      'Integrate payment gateways, CRMs and third-party services',
      'Add logging, monitoring and automated tests to every service',
      'Work with frontend and mobile developers on API contracts',
      'Take part in code reviews and occasional production support',
    ],
  },
  {
    id: 'ui-ux-designer',
    title: 'UI/UX Designer',
    type: 'Full-time',
    location: 'Remote',
    experience: '1+ years',
    posted: '2026-11-09',
    closes: '2027-02-28',
    skills: [
      'Figma',
      'User Research',
      'Prototyping',
      'Design Systems',
      'Interaction Design',
      'Usability Testing',
    ],
    description:
      'Shape how people experience the products we build, from first research interviews to final developer handoff. You will run discovery with clients, map user journeys, design wireframes and high-fidelity screens in Figma, and test them with real users. You should be comfortable explaining your decisions to clients and engineers alike.',
    responsibilities: [
      'Plan and run user interviews and usability tests',
      'Create user flows, wireframes and clickable prototypes',
      'Design high-fidelity screens for web and mobile',
      'Build and maintain component libraries and design tokens',
      'Prepare annotated handoff files and support developers during build',
      'Present design rationale to clients and gather feedback',
    ],
  },
  {
    id: 'mobile-app-developer',
    title: 'Mobile App Developer',
    type: 'Full-time',
    location: 'Remote',
    experience: '1+ years',
    posted: '2026-11-16',
    closes: '2027-03-31',
    skills: ['Flutter', 'Dart', 'React Native', 'Firebase', 'REST APIs', 'App Store & Play Console'],
    description:
      'Develop cross-platform iOS and Android apps with Flutter or React Native for clients in healthcare, logistics and retail. You will build screens, offline sync, push notifications and payments, and take apps through store review. You enjoy smooth animations, stable releases and apps that still work on a patchy connection.',
    responsibilities: [
      'Build cross-platform features in Flutter or React Native',
      'Implement offline storage, background sync and push notifications',
      'Integrate backend APIs, authentication and in-app payments',
      'Profile and fix performance issues on low-end devices',
      'Prepare builds and manage App Store and Google Play submissions',
      'Monitor crash reports and ship fixes quickly',
    ],
  },
  {
    id: 'devops-engineer',
    title: 'DevOps Engineer',
    type: 'Full-time',
    location: 'Remote',
    experience: '1+ years',
    posted: '2026-11-16',
    closes: '2027-03-31',
    skills: ['AWS', 'Docker', 'Terraform', 'GitHub Actions', 'Linux', 'Monitoring (Grafana/Prometheus)'],
    description:
      'Keep our client platforms fast, secure and online by owning cloud infrastructure, CI/CD and monitoring. You will define environments in Terraform, containerise services with Docker and build deployment pipelines that let developers ship safely many times a day. You stay calm during incidents and write them up clearly afterwards.',
    responsibilities: [
      'Provision and manage AWS infrastructure with Terraform',
      'Build and maintain CI/CD pipelines with zero-downtime deploys',
      'Containerise applications and manage their runtime environments',
      'Set up monitoring, alerting, backups and restore drills',
      'Review cloud costs and apply security best practices',
      'Respond to incidents and write clear post-incident reports',
    ],
  },
] satisfies Job[]
