import { Clock, MapPin } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { Job } from '@/content/schema'
import { jobPreview } from '@/lib/jobs'

/** A position's tab in the job board: title, type, place, experience and the start of the description. */
export function JobCard({ job }: { job: Job }) {
  return (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="text-lg font-semibold">{job.title}</span>
        <span className="chip shrink-0 py-0.5 text-xs">{job.type}</span>
      </span>
      <span className="text-fg-subtle mt-1 flex gap-4 text-sm">
        <span className="flex items-center gap-1">
          <Icon icon={MapPin} className="size-3.5" /> {job.location}
        </span>
        <span className="flex items-center gap-1">
          <Icon icon={Clock} className="size-3.5" /> {job.experience}
        </span>
      </span>
      <span className="text-fg-muted mt-3 block text-sm" data-testid="job-preview">
        {jobPreview(job.description)}
      </span>
    </>
  )
}
