import type { Project } from '@/content/schema'

/** Showcase items on /projects. */
export const projects = [
  {
    title: 'CareSlot Clinic Booking',
    type: 'Mobile Application',
    description:
      'A Flutter app for a chain of six physiotherapy clinics that lets patients book, reschedule and pay for sessions, with automatic reminders over SMS and push. No-shows fell by 40% in the first quarter and the front desk stopped taking most booking calls.',
    image: '/art/project-1.svg',
    year: 2024,
  },
  {
    title: 'FleetView Logistics Dashboard',
    type: 'Web Application',
    description:
      'A real-time dispatch dashboard for a regional freight operator, combining GPS feeds, driver assignments and delivery exceptions on a single screen. Daily route planning went from two hours to about twenty minutes.',
    image: '/art/project-2.svg',
    year: 2024,
  },
  {
    title: 'StaffDesk HR Platform',
    type: 'SaaS Platform',
    description:
      'A multi-tenant SaaS product for small companies to run attendance, leave and payroll inputs, with plan-based billing and a self-serve onboarding flow. The client signed its first 30 paying customers within three months of launch.',
    image: '/art/project-3.svg',
    year: 2024,
  },
  {
    title: 'FreshRoute Grocery Delivery',
    type: 'Web & Mobile Application',
    description:
      'A customer app, rider app and web admin panel for a neighbourhood grocery delivery start-up, sharing one Node.js backend. Average order handling time dropped by 35% and repeat orders now make up over half of weekly volume.',
    image: '/art/project-4.svg',
    year: 2024,
  },
  {
    title: 'ProcureFlow Approvals Suite',
    type: 'Enterprise Software',
    description:
      'A procurement and approvals system for an agricultural exporter, replacing paper purchase requests with mobile-friendly forms, budget checks and a full audit trail. Approval turnaround fell from three days to the same afternoon.',
    image: '/art/project-5.svg',
    year: 2024,
  },
  {
    title: 'Kora Handloom Store',
    type: 'E-commerce Store',
    description:
      'A Shopify store for a handloom textiles brand with UPI payments, GST-ready invoicing, courier integration and a redesigned mobile checkout. Mobile conversion rate rose 2.4x within eight weeks of launch.',
    image: '/art/project-6.svg',
    year: 2023,
  },
  {
    title: 'LearnLoop Student Portal',
    type: 'Web Application',
    description:
      'A redesigned course portal for an online learning provider, with a clearer progress view, in-browser assignments and instructor feedback threads. Support tickets about navigation dropped by more than half after release.',
    image: '/art/project-7.svg',
    year: 2023,
  },
  {
    title: 'SiteSafe Field Inspections',
    type: 'Mobile Application',
    description:
      'An offline-first inspection app for a construction safety consultancy, capturing checklists, photos and signatures on site and syncing when a connection returns. Reports that took a day to compile are now generated before the inspector leaves the site.',
    image: '/art/project-8.svg',
    year: 2023,
  },
] satisfies Project[]
