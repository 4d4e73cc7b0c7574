import type { Offering } from '@/content/schema'

/** The eight services on /products, each sold in three packages (basic, professional, enterprise). */
export const offerings = [
  {
    slug: 'ui-ux-design',
    title: 'UI/UX Design',
    blurb:
      'We turn a rough idea or a tired product into interfaces people understand on first use. Every engagement starts with research and ends with developer-ready files, so nothing is lost between design and build.',
    image: '/art/service-ui-ux-design.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Essentials',
        price: 'From ₹35,000',
        summary: 'Clean, tested screens for a focused product or a single key user journey.',
        features: [
          'Up to 8 high-fidelity screens in Figma',
          'Wireframes and a clickable prototype',
          'Colour, type and spacing style guide',
          'Mobile and desktop layouts for every screen',
          'Two structured revision rounds',
        ],
      },
      {
        tier: 'professional',
        name: 'Product',
        price: 'From ₹85,000',
        summary: 'End-to-end design for a full product, backed by research and usability testing.',
        features: [
          'All Essentials features, plus',
          'User interviews and journey mapping',
          'Up to 25 screens with interaction states',
          'Moderated usability test with five participants',
          'Annotated developer handoff',
        ],
      },
      {
        tier: 'enterprise',
        name: 'System',
        price: 'Custom quote',
        summary: 'A governed design system and ongoing design partnership for multi-product teams.',
        features: [
          'All Product features, plus',
          'Component library with tokens and variants',
          'WCAG 2.2 AA accessibility audit',
          'Design system documentation site',
          'Dedicated designer on a monthly retainer',
        ],
      },
    ],
  },
  {
    slug: 'cloud-services',
    title: 'Cloud Services',
    blurb:
      'We design, migrate and run cloud infrastructure on AWS, Azure and Google Cloud with cost and reliability treated as first-class requirements. Everything is defined as code, monitored from day one and documented for your team.',
    image: '/art/service-cloud-services.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Foundation',
        price: 'From ₹40,000',
        summary: 'A secure, well-structured cloud setup for a single application.',
        features: [
          'Cloud account setup with least-privilege IAM',
          'Production and staging environments',
          'Automated daily backups with tested restores',
          'Uptime monitoring and alerting',
          'SSL, DNS and CDN configuration',
        ],
      },
      {
        tier: 'professional',
        name: 'Operate',
        price: 'From ₹95,000',
        summary: 'Infrastructure as code, CI/CD and cost control for a growing product.',
        features: [
          'All Foundation features, plus',
          'Terraform-managed infrastructure',
          'CI/CD pipelines with zero-downtime deploys',
          'Auto-scaling for traffic spikes',
          'Monthly cost review and rightsizing',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Enterprise Cloud',
        price: 'Custom quote',
        summary: 'Multi-region architecture, compliance controls and managed operations.',
        features: [
          'All Operate features, plus',
          'Multi-region failover and disaster recovery plan',
          'Security hardening and compliance evidence',
          'Container orchestration on Kubernetes',
          '24/7 incident response with agreed SLAs',
        ],
      },
    ],
  },
  {
    slug: 'web-development',
    title: 'Web Development',
    blurb:
      'Fast, accessible websites and web applications built on Next.js, React and Node.js. We ship in small, reviewable increments, so you see working software every week rather than a big reveal at the end.',
    image: '/art/service-web-development.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Launch',
        price: 'From ₹45,000',
        summary: 'A fast, search-ready marketing site that is easy to update.',
        features: [
          'Up to 8 custom-designed pages',
          'Responsive build with 90+ Lighthouse scores',
          'Editable content through a headless CMS',
          'On-page SEO, sitemap and analytics setup',
          'Contact form with email notifications',
        ],
      },
      {
        tier: 'professional',
        name: 'Growth',
        price: 'From ₹1,20,000',
        summary: 'A custom web application with accounts, integrations and an admin panel.',
        features: [
          'All Launch features, plus',
          'User accounts and role-based access',
          'Admin dashboard for your team',
          'Payment gateway and third-party API integrations',
          'Automated tests and CI deployments',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Scale',
        price: 'Custom quote',
        summary: 'High-traffic platforms with complex workflows and strict reliability needs.',
        features: [
          'All Growth features, plus',
          'Microservice or modular architecture',
          'Single sign-on and audit logging',
          'Load testing and performance budgets',
          'Dedicated delivery team and roadmap planning',
        ],
      },
    ],
  },
  {
    slug: 'maintenance-support',
    title: 'Maintenance & Support',
    blurb:
      'Software keeps working when someone is looking after it. Our support plans cover updates, security patches, monitoring and small improvements, with response times written into the agreement.',
    image: '/art/service-maintenance-support.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Care',
        price: 'From ₹8,000/month',
        summary: 'Routine upkeep that keeps a live site secure and up to date.',
        features: [
          'Monthly framework, plugin and dependency updates',
          'Security patching within 48 hours of release',
          '24/7 uptime monitoring with alerts',
          'Weekly off-site backups',
          'Up to 3 hours of small changes per month',
        ],
      },
      {
        tier: 'professional',
        name: 'Care Plus',
        price: 'From ₹20,000/month',
        summary: 'Proactive support for business-critical sites and applications.',
        features: [
          'All Care features, plus',
          'Next-business-day response on all tickets',
          'Up to 10 hours of improvements per month',
          'Quarterly performance and SEO health check',
          'Error tracking with root-cause fixes',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Managed',
        price: 'Custom quote',
        summary: 'A named team running your platform with guaranteed response times.',
        features: [
          'All Care Plus features, plus',
          'Four-hour response on critical incidents',
          'Dedicated support engineer',
          'Monthly reporting and roadmap review',
          'Annual security and architecture audit',
        ],
      },
    ],
  },
  {
    slug: 'domain-hosting-mis',
    title: 'Domain Hosting MIS',
    blurb:
      'Domains, DNS, hosting and business email managed in one place, with an MIS dashboard that shows renewals, usage and uptime at a glance. No more expired domains or mystery invoices.',
    image: '/art/service-domain-hosting-mis.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Starter Host',
        price: 'From ₹6,000/year',
        summary: 'Reliable hosting and a domain, set up and renewed for you.',
        features: [
          'Domain registration and DNS management',
          'Managed SSD hosting for one website',
          'Free SSL certificate with auto-renewal',
          'Five business email mailboxes',
          'Renewal reminders well before expiry',
        ],
      },
      {
        tier: 'professional',
        name: 'Business Host',
        price: 'From ₹18,000/year',
        summary: 'Multiple sites and domains with reporting for your finance and IT teams.',
        features: [
          'All Starter Host features, plus',
          'Hosting for up to five websites',
          'MIS dashboard for renewals, usage and costs',
          'Daily backups with one-click restore',
          'Email deliverability setup (SPF, DKIM, DMARC)',
        ],
      },
      {
        tier: 'enterprise',
        name: 'MIS Suite',
        price: 'Custom quote',
        summary: 'A full portfolio of domains and servers managed with audit-ready reporting.',
        features: [
          'All Business Host features, plus',
          'Unlimited domains and dedicated servers',
          'Custom MIS reports and scheduled exports',
          'Access control and change history',
          'Priority migration and 24/7 support',
        ],
      },
    ],
  },
  {
    slug: 'mobile-app-development',
    title: 'Mobile App Development',
    blurb:
      'Native-quality iOS and Android apps from a single Flutter or React Native codebase. We handle everything from first prototype to store approval, and stay on for the releases that follow.',
    image: '/art/service-mobile-app-development.svg',
    packages: [
      {
        tier: 'basic',
        name: 'MVP',
        price: 'From ₹1,50,000',
        summary: 'A focused first version to test your idea with real users.',
        features: [
          'iOS and Android from one codebase',
          'Up to 10 core screens',
          'Email and phone sign-in',
          'Push notifications',
          'App Store and Google Play submission',
        ],
      },
      {
        tier: 'professional',
        name: 'Product',
        price: 'From ₹3,50,000',
        summary: 'A full-featured app with its own backend, payments and analytics.',
        features: [
          'All MVP features, plus',
          'Custom backend API and admin panel',
          'In-app payments and subscriptions',
          'Offline mode with background sync',
          'Product analytics and crash reporting',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Platform',
        price: 'Custom quote',
        summary: 'Apps for large user bases, regulated sectors or complex integrations.',
        features: [
          'All Product features, plus',
          'Enterprise SSO and device management support',
          'Integration with ERP and CRM systems',
          'Security testing against the OWASP Mobile Top 10',
          'Release management and long-term support',
        ],
      },
    ],
  },
  {
    slug: 'shopify',
    title: 'Shopify',
    blurb:
      'Shopify stores designed to convert, from a clean theme setup to fully custom storefronts. We connect payments, shipping and inventory so your team can focus on selling.',
    image: '/art/service-shopify.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Storefront',
        price: 'From ₹40,000',
        summary: 'A polished store on a customised theme, ready to take orders.',
        features: [
          'Premium theme customised to your brand',
          'Up to 50 products imported and organised',
          'Razorpay, UPI and card payments configured',
          'Shipping zones, taxes and GST invoices',
          'Store training session for your team',
        ],
      },
      {
        tier: 'professional',
        name: 'Commerce',
        price: 'From ₹1,00,000',
        summary: 'A custom storefront with the apps and automations a growing brand needs.',
        features: [
          'All Storefront features, plus',
          'Custom-built theme sections',
          'Courier and inventory integrations',
          'Abandoned-cart and post-purchase flows',
          'Conversion-focused checkout review',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Flagship',
        price: 'Custom quote',
        summary: 'Headless or multi-store commerce for high-volume brands.',
        features: [
          'All Commerce features, plus',
          'Headless storefront on Hydrogen or Next.js',
          'Multi-currency and multi-region stores',
          'Custom Shopify app development',
          'ERP and warehouse system integration',
        ],
      },
    ],
  },
  {
    slug: 'wordpress',
    title: 'WordPress',
    blurb:
      'WordPress sites that are fast, secure and genuinely easy for editors to use. We build lean custom themes instead of stacking plugins, so the site stays quick as your content grows.',
    image: '/art/service-wordpress.svg',
    packages: [
      {
        tier: 'basic',
        name: 'Essential',
        price: 'From ₹30,000',
        summary: 'A professional WordPress site your team can update without help.',
        features: [
          'Up to 8 pages on a custom theme',
          'Block editor patterns for your content',
          'Yoast SEO and Google Analytics setup',
          'Security hardening and spam protection',
          'Editor training session',
        ],
      },
      {
        tier: 'professional',
        name: 'Business',
        price: 'From ₹75,000',
        summary: 'A content-rich site with custom post types and integrations.',
        features: [
          'All Essential features, plus',
          'Custom post types and advanced fields',
          'WooCommerce or booking integration',
          'Multilingual content support',
          'Performance tuning with caching and a CDN',
        ],
      },
      {
        tier: 'enterprise',
        name: 'Publisher',
        price: 'Custom quote',
        summary: 'High-traffic or multisite WordPress with editorial workflows.',
        features: [
          'All Business features, plus',
          'WordPress Multisite or headless setup',
          'Editorial roles and approval workflows',
          'Migration from legacy CMS platforms',
          'Managed hosting with staging environments',
        ],
      },
    ],
  },
] satisfies Offering[]
