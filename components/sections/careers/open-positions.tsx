import { positionsCopy } from '@/content/pages/careers'
import type { Company, Job } from '@/content/schema'
import { JobBoard } from '@/components/sections/job-board'
import { JobCard } from '@/components/sections/careers/job-card'
import { JobDetail } from '@/components/sections/careers/job-detail'

/** The positions as a job board: a card per position, its detail beside it on wide screens. */
export function OpenPositions({
  jobs,
  company,
  applyForm,
}: {
  jobs: Job[]
  /** the company's facts as published: each role's structured data names its employer */
  company: Company
  /** The application form for one position, from the page. */
  applyForm: (job: Job) => React.ReactNode
}) {
  return (
    <section className="section pt-6" aria-labelledby="positions-title">
      <div className="container-site">
        <h2 id="positions-title" className="h-section mb-8">
          {positionsCopy.title}
        </h2>
        {jobs.length ? (
          <JobBoard
            items={jobs.map((job) => ({
              id: job.id,
              card: <JobCard job={job} />,
              panel: <JobDetail job={job} company={company} applyForm={applyForm(job)} />,
            }))}
          />
        ) : (
          <p className="text-fg-muted max-w-prose">{positionsCopy.none}</p>
        )}
      </div>
    </section>
  )
}
