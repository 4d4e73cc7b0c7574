import { Mail } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { legalCopy } from '@/content/legal'
import type { LegalSection } from '@/content/schema'

/**
 * A legal text: numbered sections, a contact card with the company's address (`email`, as
 * published) and a 'Last updated' line with the current year.
 */
export function LegalDocument({
  title,
  intro,
  sections,
  contactTitle,
  email,
}: {
  title: string
  intro: string
  sections: LegalSection[]
  contactTitle: string
  email: string
}) {
  const year = new Date().getFullYear()
  return (
    <article className="section" aria-labelledby="legal-title">
      <div className="container-site max-w-3xl">
        <p className="eyebrow">{legalCopy.eyebrow}</p>
        <h1 id="legal-title" className="h-section mt-3 text-[clamp(2.25rem,1.6rem+2.6vw,3.5rem)]">
          {title}
        </h1>
        <p className="text-fg-subtle mt-3 text-sm" data-testid="last-updated">
          {legalCopy.lastUpdated} {year}
        </p>
        <p className="text-fg-muted mt-6 text-lg">{intro}</p>
        <ol className="mt-10 grid gap-5">
          {sections.map((s, i) => (
            <li key={s.title} className="card p-6 md:p-8" data-testid="legal-section">
              <h2 className="flex gap-3 text-xl font-semibold">
                <span className="text-accent tabular-nums">{i + 1}.</span>
                {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 32)} className="text-fg-muted mt-3">
                  {p}
                </p>
              ))}
              {s.bullets ? (
                <ul className="text-fg-muted marker:text-accent mt-3 grid list-disc gap-1.5 pl-5">
                  {s.bullets.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              ) : null}
              {s.link ? (
                <Link href={s.link.href} prefetch={false} className="btn btn-secondary mt-5 w-fit">
                  {s.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
        <section className="card bg-accent-soft mt-8 p-6 md:p-8" aria-labelledby="legal-contact">
          <h2 id="legal-contact" className="text-xl font-semibold">
            {contactTitle}
          </h2>
          <p className="text-fg-muted mt-2">{legalCopy.contactText}</p>
          <a
            href={`mailto:${email}`}
            className="text-accent mt-4 inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
          >
            <Icon icon={Mail} className="size-4" />
            {email}
          </a>
        </section>
      </div>
    </article>
  )
}
