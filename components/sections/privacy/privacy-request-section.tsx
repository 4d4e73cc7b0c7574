import { PageHero } from '@/components/ui/page-hero'
import { privacyRequestCopy as copy } from '@/content/pages/privacy-request'

/**
 * The data request page's one section: its opening words, the form (handed in by the page, as
 * it lives in modules/privacy/), what happens after it is sent and the privacy contact (`email`,
 * as published).
 */
export function PrivacyRequestSection({ form, email }: { form: React.ReactNode; email: string }) {
  return (
    <section className="section" aria-labelledby="privacy-request-title">
      <div className="container-site grid max-w-5xl gap-10">
        <PageHero
          id="privacy-request-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
          className="max-w-3xl"
        />
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section aria-labelledby="privacy-request-form" className="card p-6 md:p-8">
            <h2 id="privacy-request-form" className="mb-5 text-xl font-semibold">
              {copy.formTitle}
            </h2>
            {form}
          </section>
          <aside aria-labelledby="privacy-request-next" className="grid gap-4">
            <h2 id="privacy-request-next" className="text-xl font-semibold">
              {copy.nextTitle}
            </h2>
            <ol className="grid gap-4">
              {copy.next.map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span className="bg-accent-soft text-accent inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums">
                    {i + 1}
                  </span>
                  <span className="grid gap-1">
                    <span className="font-semibold">{step.title}</span>
                    <span className="text-fg-muted text-sm">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className="text-fg-muted border-border border-t pt-4 text-sm">
              {copy.contact}{' '}
              <a href={`mailto:${email}`} className="text-accent font-semibold underline underline-offset-2">
                {email}
              </a>
              . {copy.limit}
            </p>
          </aside>
        </div>
      </div>
    </section>
  )
}
