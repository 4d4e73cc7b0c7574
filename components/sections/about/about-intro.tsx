import type { Company, Stat } from '@/content/schema'
import { aboutCopy } from '@/content/pages/about'
import { SectionHeading } from '@/components/ui/section-heading'
import { StatGrid } from '@/components/ui/stat-grid'

/** The page's opening: who we are, then our mission and our story side by side. */
export function AboutIntro({ company, stats }: { company: Company; stats: Stat[] }) {
  return (
    <section className="section pb-12" aria-labelledby="about-title">
      <div className="container-site">
        <SectionHeading
          as="h1"
          id="about-title"
          eyebrow={`${aboutCopy.eyebrowSince} ${company.foundedYear}`}
          title={aboutCopy.title(company.name)}
          lead={aboutCopy.lead}
        />
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-[1.2fr_1fr]">
          <div className="card p-8">
            <h2 className="text-2xl font-semibold">{aboutCopy.missionTitle}</h2>
            {aboutCopy.mission.map((p) => (
              <p key={p.slice(0, 24)} className="text-fg-muted mt-4">
                {p}
              </p>
            ))}
          </div>
          <div className="card flex flex-col p-8">
            <h2 className="text-2xl font-semibold">{aboutCopy.storyTitle}</h2>
            <p className="text-fg-muted mt-4">{aboutCopy.story(company)}</p>
            <StatGrid stats={stats} size="md" columns={3} className="mt-auto pt-6" />
          </div>
        </div>
      </div>
    </section>
  )
}
