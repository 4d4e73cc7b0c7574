import { industries, processCopy, processSteps } from '@/content/pages/home'
import { SectionHeading } from '@/components/ui/section-heading'

export function ProcessSteps() {
  return (
    <section
      aria-labelledby="process-title"
      className="section border-border bg-surface/50 border-y"
      data-reveal
    >
      <div className="container-site">
        <SectionHeading
          id="process-title"
          eyebrow={processCopy.eyebrow}
          title={processCopy.title}
          lead={processCopy.lead}
        />
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, i) => (
            <li key={step.title} className="card relative p-6">
              <span className="font-display text-accent text-sm font-semibold tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="text-fg-muted mt-2">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <h3 className="eyebrow text-fg-subtle">{processCopy.industriesTitle}</h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {industries.map((name) => (
              <li key={name} className="chip">
                {name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
