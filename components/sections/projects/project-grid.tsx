import { Calendar } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { projectsCopy } from '@/content/pages/projects'
import type { Project } from '@/content/schema'
import { Art } from '@/components/ui/art'
import { BookingButton } from '@/components/ui/booking-button'
import { SectionHeading } from '@/components/ui/section-heading'
import { projectBadgeClass } from '@/lib/project-badges'
import { cn } from '@/lib/cn'

/** The portfolio: a card per project (illustration, type, year, story), then a booking button. */
export function ProjectGrid({ projects }: { projects: Project[] }) {
  return (
    <section className="section" aria-labelledby="projects-title">
      <div className="container-site">
        <SectionHeading
          as="h1"
          id="projects-title"
          eyebrow={projectsCopy.eyebrow}
          title={projectsCopy.title}
          lead={projectsCopy.lead}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {projects.map((p, i) => (
            <li
              key={p.title}
              className="card card-hover flex flex-col overflow-hidden"
              data-testid="project-card"
            >
              <Art
                src={p.image}
                alt={projectsCopy.illustration(p.title)}
                width={800}
                height={500}
                className="border-border w-full border-b"
                priority={i === 0}
              />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex items-center justify-between gap-3">
                  <span
                    className={cn('rounded-full px-3 py-1 text-xs font-semibold', projectBadgeClass(p.type))}
                    data-testid="project-type"
                  >
                    {p.type}
                  </span>
                  <span
                    className="text-fg-subtle flex items-center gap-1.5 text-sm"
                    data-testid="project-year"
                  >
                    <Icon icon={Calendar} className="size-4" />
                    {p.year}
                  </span>
                </div>
                <h2 className="mt-4 text-xl font-semibold">{p.title}</h2>
                <p className="text-fg-muted mt-2">{p.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <p className="text-fg-muted mx-auto max-w-2xl text-lg">{projectsCopy.closing}</p>
          <BookingButton className="mt-6">{projectsCopy.closingAction}</BookingButton>
        </div>
      </div>
    </section>
  )
}
