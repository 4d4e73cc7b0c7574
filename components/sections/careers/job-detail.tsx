import { Briefcase, CheckCircle2, Clock, MapPin, Users } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { applySteps, positionsCopy, TEAM_SIZE } from '@/content/pages/careers'
import type { Company, Job } from '@/content/schema'
import { DialogButton } from '@/components/ui/dialog'
import { JsonLd } from '@/components/ui/json-ld'
import { jobPostingJsonLd } from '@/lib/seo'

/**
 * A position in full: its facts, the role, skills, responsibilities and how to apply, then the
 * 'Apply Now' dialog around `applyForm` (the page passes the application form in: a section
 * does not reach into modules). Without JavaScript the dialog's content shows in place.
 */
export function JobDetail({
  job,
  company,
  applyForm,
}: {
  job: Job
  company: Company
  applyForm: React.ReactNode
}) {
  const { facts } = positionsCopy
  const rows = [
    { icon: Briefcase, label: facts.type, value: job.type },
    { icon: MapPin, label: facts.location, value: job.location },
    { icon: Clock, label: facts.experience, value: job.experience },
    { icon: Users, label: facts.teamSize, value: TEAM_SIZE },
  ]
  return (
    <article className="card p-6 md:p-8" aria-labelledby={`${job.id}-title`} data-testid="job-detail">
      <h2 id={`${job.id}-title`} className="text-2xl font-bold md:text-3xl">
        {job.title}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map((f) => (
          <div key={f.label} className="border-border bg-surface rounded-xl border p-3">
            <dt className="text-fg-subtle flex items-center gap-1.5 text-xs">
              <Icon icon={f.icon} className="size-3.5" /> {f.label}
            </dt>
            <dd className="mt-1 text-sm font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-7 font-semibold">{positionsCopy.aboutTitle}</h3>
      <p className="text-fg-muted mt-2">{job.description}</p>
      {/* The role for search engines, beside the words it repeats (they compress to almost nothing). */}
      <JsonLd data={jobPostingJsonLd(job, company)} />
      <h3 className="mt-7 font-semibold">{positionsCopy.skillsTitle}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {job.skills.map((s) => (
          <li key={s} className="chip">
            {s}
          </li>
        ))}
      </ul>
      <h3 className="mt-7 font-semibold">{positionsCopy.responsibilitiesTitle}</h3>
      <ul className="mt-3 grid gap-2">
        {job.responsibilities.map((r) => (
          <li key={r} className="text-fg-muted flex gap-2">
            <Icon icon={CheckCircle2} className="text-success mt-1 size-4 shrink-0" />
            {r}
          </li>
        ))}
      </ul>
      <h3 className="mt-7 font-semibold">{positionsCopy.applyTitle}</h3>
      <ol className="mt-3 grid gap-3" data-testid="apply-steps">
        {applySteps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="bg-accent-soft font-display text-accent inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold">
              {i + 1}
            </span>
            <span>
              <span className="font-medium">{step.title}</span>
              <span className="text-fg-muted block text-sm">{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
      <DialogButton
        label={positionsCopy.applyAction}
        className="btn btn-primary mt-8 w-full sm:w-auto"
        title={positionsCopy.applyDialogTitle(job.title)}
        description={`${job.type} · ${job.location} · ${job.experience}`}
        size="md"
        inlineWithoutJs
      >
        <div data-testid="application-dialog-body">{applyForm}</div>
      </DialogButton>
    </article>
  )
}
