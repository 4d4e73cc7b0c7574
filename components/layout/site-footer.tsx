import { MapPin } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import type { Company, Stat } from '@/content/schema'
import { LogoMark } from '@/components/layout/logo'
import { SocialIcon } from '@/components/layout/social-icons'
import { ContactChannels } from '@/components/ui/contact-channels'
import { dataRequestLink, legalNav, mainNav } from '@/lib/nav'
import { FEEDS } from '@/lib/feed-links'

const heading = 'mb-4 font-display text-sm font-semibold tracking-wide text-fg'
const link =
  'inline-flex min-h-11 items-center gap-2 text-fg-muted transition-colors hover:text-accent md:min-h-9'

export function SiteFooter({ company, stats }: { company: Company; stats: Stat[] }) {
  const year = new Date().getFullYear()
  return (
    <footer className="border-border bg-surface/60 mt-8 border-t">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About Us
          </h2>
          <Link
            href="/"
            className="inline-flex min-h-11 items-center gap-3"
            aria-label={`${company.name} home`}
          >
            <LogoMark className="size-9" />
            <span className="font-display font-semibold">{company.name}</span>
          </Link>
          <p className="text-fg-muted mt-3 text-sm">{company.blurb}</p>
          <p className="text-fg-muted mt-3 flex items-center gap-2 text-sm">
            <Icon icon={MapPin} className="text-accent size-4" />
            {company.address.city}, {company.address.country}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Certifications">
            <li className="chip">SOC 2 Compliant</li>
            <li className="chip">Enterprise Ready</li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Get in Touch
          </h2>
          <ContactChannels
            company={company}
            variant="links"
            allEmails
            className="text-sm"
            linkClassName={link}
          />
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            Quick Links
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-1">
            {[...mainNav, ...legalNav].map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-stats">
          <h2 id="footer-stats" className={heading}>
            Company Stats
          </h2>
          <dl className="grid gap-3">
            {stats.map((s) => (
              <div key={s.label} className="card flex items-baseline gap-3 px-4 py-3">
                <dt className="sr-only">{s.label}</dt>
                <dd className="stat-value text-accent text-2xl">{s.value}</dd>
                <dd className="text-fg-muted text-sm">
                  <span className="text-fg">{s.label}</span> · {s.detail}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="border-border border-t">
        <div className="container-site text-fg-subtle flex flex-col items-center justify-between gap-4 py-6 text-sm md:flex-row">
          <p>
            © {year} {company.name}. All rights reserved.{' '}
            {[...legalNav, dataRequestLink].map((item, i) => (
              <span key={item.href}>
                {i > 0 ? ' · ' : ''}
                <Link href={item.href} className="hover:text-accent underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              </span>
            ))}
            {' · '}
            <a
              href={FEEDS.rss.path}
              type={FEEDS.rss.type}
              className="hover:text-accent underline-offset-4 hover:underline"
            >
              RSS feed
            </a>
          </p>
          <ul className="flex gap-1" aria-label="Social media">
            {company.socials.map((s) => (
              <li key={s.name}>
                <a
                  href={s.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company.name} on ${s.name}`}
                  className="btn btn-ghost text-fg-muted hover:text-accent size-11 p-0"
                >
                  <SocialIcon name={s.name} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
