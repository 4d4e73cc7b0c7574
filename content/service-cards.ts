import type { ServiceCard, StackItem } from '@/content/schema'

/** Cards on /services. The first one (Web Development) is shown large. */
export const serviceCards = [
  {
    name: 'Web Development',
    offering: 'web-development',
    description:
      'Websites and web applications built on Next.js and Node.js that load fast, rank well and hold up under real traffic. We ship weekly, so you review working software from the first sprint.',
    icon: 'Code',
    features: [
      'Next.js and React',
      'Headless CMS',
      'API integrations',
      'Core Web Vitals tuning',
      'Automated testing',
    ],
  },
  {
    name: 'UI/UX Design',
    offering: 'ui-ux-design',
    description:
      'Research-led interface design that makes complex products feel simple. You get tested prototypes and developer-ready Figma files.',
    icon: 'Palette',
    features: ['User research', 'Clickable prototypes', 'Design systems', 'Accessibility reviews'],
  },
  {
    name: 'Mobile Development',
    offering: 'mobile-app-development',
    description:
      'iOS and Android apps from a single Flutter or React Native codebase, taken all the way through store approval.',
    icon: 'Smartphone',
    features: ['Flutter and React Native', 'Offline support', 'Push notifications', 'Store submission'],
  },
  {
    name: 'Maintenance & Support',
    offering: 'maintenance-support',
    description:
      'Updates, security patches, monitoring and small improvements under a plan with response times in writing.',
    icon: 'Wrench',
    features: ['24/7 monitoring', 'Security patching', 'Monthly updates', 'Agreed response times'],
  },
  {
    name: 'Custom Software',
    description:
      'Internal tools, portals and workflow systems shaped around how your business actually operates, not the other way round.',
    icon: 'Layers',
    features: ['Workflow automation', 'Admin portals', 'ERP and CRM integration', 'Role-based access'],
  },
  {
    name: 'Data Analytics',
    description:
      'Pipelines and dashboards that turn scattered spreadsheets and databases into numbers your team trusts and uses.',
    icon: 'BarChart3',
    features: ['Data pipelines', 'BI dashboards', 'KPI tracking', 'Automated reports'],
  },
  {
    name: 'Cloud Services',
    offering: 'cloud-services',
    description:
      'Cloud architecture, migration and operations on AWS, Azure and Google Cloud, defined as code and watched around the clock.',
    icon: 'Cloud',
    features: ['Cloud migration', 'Infrastructure as code', 'CI/CD pipelines', 'Cost optimisation'],
  },
  {
    name: 'AI Solutions',
    description:
      'Practical AI features such as assistants, document processing and smart search, built on your own data with clear guardrails.',
    icon: 'Brain',
    features: ['LLM integrations', 'Chat assistants', 'Document automation', 'Semantic search'],
  },
] satisfies ServiceCard[]

/**
 * "Our Stack" tab: eight technologies, each drawn with its logo (lib/tech-logos.ts).
 * Terraform stands where AWS used to: the AWS logo has no permissive licence we can rely on
 * (see lib/tech-logos.ts), and Terraform is how we define every cloud we run, AWS included.
 */
export const servicesStack = [
  { name: 'React', logo: 'react' },
  { name: 'Next.js', logo: 'nextjs' },
  { name: 'Node.js', logo: 'nodejs' },
  { name: 'TypeScript', logo: 'typescript' },
  { name: 'Flutter', logo: 'flutter' },
  { name: 'PostgreSQL', logo: 'postgresql' },
  { name: 'Terraform', logo: 'terraform' },
  { name: 'Docker', logo: 'docker' },
] satisfies StackItem[]

/** Services listed in the /services structured data. */
export const structuredServices = [
  {
    name: 'Web Development',
    description: 'Custom websites and web applications built with Next.js, React and Node.js.',
  },
  {
    name: 'Mobile App Development',
    description: 'Cross-platform iOS and Android apps built with Flutter and React Native.',
  },
  {
    name: 'AI & Machine Learning',
    description: 'AI assistants, document automation and predictive models built on your business data.',
  },
  {
    name: 'Cloud Solutions',
    description: 'Cloud architecture, migration and managed operations on AWS, Azure and Google Cloud.',
  },
  {
    name: 'Digital Transformation',
    description:
      'Replacing manual processes and legacy systems with integrated, measurable digital workflows.',
  },
]
