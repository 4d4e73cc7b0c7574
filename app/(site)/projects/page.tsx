import { Calendar } from 'lucide-react'
import { projectsCopy } from '@/content/home'
import { projects } from '@/content/projects'
import { BookingButton } from '@/components/ui/booking-button'
import { JsonLd } from '@/components/ui/json-ld'
import { SectionHeading } from '@/components/ui/section-heading'
import { projectBadgeClass } from '@/lib/project-badges'
import { cn } from '@/lib/cn'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'
import { Art } from '@/components/ui/art'

const page = {
  title: 'Projects',
  description: projectsCopy.lead,
  path: '/projects',
  keywords: [
    'software portfolio',
    'app development case studies',
    'web application projects',
    'SaaS development',
  ],
}

export const metadata = pageMetadata(page)

export default function ProjectsPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page)]} />
      <section className="section" aria-labelledby="projects-title">
        <div className="container-site">
          <SectionHeading
            as="h1"
            id="projects-title"
            eyebrow="Portfolio"
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
                  alt={`${p.title} illustration`}
                  width={800}
                  height={500}
                  className="border-border w-full border-b"
                  priority={i === 0}
                />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-center justify-between gap-3">
                    <span
                      className={cn(
                        'rounded-full px-3 py-1 text-xs font-semibold',
                        projectBadgeClass(p.type),
                      )}
                      data-testid="project-type"
                    >
                      {p.type}
                    </span>
                    <span
                      className="text-fg-subtle flex items-center gap-1.5 text-sm"
                      data-testid="project-year"
                    >
                      <Calendar className="size-4" aria-hidden />
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
            <BookingButton className="mt-6">Start Your Project</BookingButton>
          </div>
        </div>
      </section>
    </>
  )
}
