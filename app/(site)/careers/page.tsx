import { Briefcase, CheckCircle2, Clock, MapPin, Users } from 'lucide-react'
import { TEAM_SIZE, applySteps, careerPerks, hiringBanner, jobs } from '@/content/jobs'
import type { Job } from '@/content/schema'
import { ApplicationForm } from '@/modules/applications/application-form'
import { DialogButton } from '@/components/ui/dialog'
import { JsonLd } from '@/components/ui/json-ld'
import { JobBoard } from '@/components/sections/job-board'
import { jobPreview } from '@/lib/jobs'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Careers',
  description: hiringBanner.text,
  path: '/careers',
  keywords: [
    'remote developer jobs India',
    'frontend developer job',
    'backend developer job',
    'UI/UX designer job',
    'DevOps engineer job',
  ],
}

export const metadata = pageMetadata(page)

function JobCard({ job }: { job: Job }) {
  return (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold">{job.title}</span>
        <span className="chip shrink-0 !py-0.5 !text-xs">{job.type}</span>
      </span>
      <span className="text-fg-subtle mt-1 flex gap-4 text-sm">
        <span className="flex items-center gap-1">
          <MapPin className="size-3.5" aria-hidden /> {job.location}
        </span>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden /> {job.experience}
        </span>
      </span>
      <span className="text-fg-muted mt-3 block text-sm" data-testid="job-preview">
        {jobPreview(job.description)}
      </span>
    </>
  )
}

function JobDetail({ job }: { job: Job }) {
  const facts = [
    { icon: Briefcase, label: 'Type', value: job.type },
    { icon: MapPin, label: 'Location', value: job.location },
    { icon: Clock, label: 'Experience', value: job.experience },
    { icon: Users, label: 'Team size', value: TEAM_SIZE },
  ]
  return (
    <article className="card p-6 md:p-8" aria-labelledby={`${job.id}-title`} data-testid="job-detail">
      <h2 id={`${job.id}-title`} className="text-2xl font-bold md:text-3xl">
        {job.title}
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((f) => (
          <div key={f.label} className="border-border bg-surface rounded-xl border p-3">
            <dt className="text-fg-subtle flex items-center gap-1.5 text-xs">
              <f.icon className="size-3.5" aria-hidden /> {f.label}
            </dt>
            <dd className="mt-1 text-sm font-semibold">{f.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-7 font-semibold">About the role</h3>
      <p className="text-fg-muted mt-2">{job.description}</p>
      <h3 className="mt-7 font-semibold">Required skills</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {job.skills.map((s) => (
          <li key={s} className="chip">
            {s}
          </li>
        ))}
      </ul>
      <h3 className="mt-7 font-semibold">Responsibilities</h3>
      <ul className="mt-3 grid gap-2">
        {job.responsibilities.map((r) => (
          <li key={r} className="text-fg-muted flex gap-2">
            <CheckCircle2 className="text-success mt-1 size-4 shrink-0" aria-hidden />
            {r}
          </li>
        ))}
      </ul>
      <h3 className="mt-7 font-semibold">How to Apply</h3>
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
        label="Apply Now"
        className="btn btn-primary mt-8 w-full sm:w-auto"
        title={`Apply for ${job.title}`}
        description={`${job.type} · ${job.location} · ${job.experience}`}
        size="md"
        inlineWithoutJs
      >
        <div data-testid="application-dialog-body">
          <ApplicationForm jobTitle={job.title} />
        </div>
      </DialogButton>
    </article>
  )
}

export default function CareersPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page)]} />
      <section className="section !pb-10" aria-labelledby="careers-title">
        <div className="container-site">
          <div className="card relative overflow-hidden p-8 md:p-14">
            <div
              aria-hidden
              className="absolute inset-0 bg-[radial-gradient(70%_90%_at_100%_0%,var(--glow-2),transparent),radial-gradient(60%_80%_at_0%_100%,var(--glow),transparent)]"
            />
            <div className="relative max-w-3xl">
              <p className="eyebrow">Careers</p>
              <h1 id="careers-title" className="h-hero mt-3">
                {hiringBanner.title}
              </h1>
              <p className="text-fg-muted mt-5 text-lg">{hiringBanner.text}</p>
            </div>
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
            {careerPerks.map((p) => (
              <div key={p.label} className="card flex flex-col-reverse p-5">
                <dd className="text-fg-muted mt-1 text-sm">{p.detail}</dd>
                <dt className="font-semibold">
                  <span className="stat-value text-accent block text-2xl md:text-3xl">{p.value}</span>
                  {p.label}
                </dt>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="section !pt-6" aria-labelledby="positions-title">
        <div className="container-site">
          <h2 id="positions-title" className="h-section mb-8">
            Open positions
          </h2>
          <JobBoard
            items={jobs.map((job) => ({
              id: job.id,
              card: <JobCard job={job} />,
              panel: <JobDetail job={job} />,
            }))}
          />
        </div>
      </section>
    </>
  )
}
