import { careerPerks, hiringBanner } from '@/content/pages/careers'
import { PageHero } from '@/components/ui/page-hero'

/** The hiring banner on a glowing card, then the four perks as figures (`openRoles`: how many are published). */
export function CareersHero({ openRoles }: { openRoles: number }) {
  return (
    <section className="section pb-10" aria-labelledby="careers-title">
      <div className="container-site">
        <div className="card relative overflow-hidden p-8 md:p-14">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(70%_90%_at_100%_0%,var(--glow-2),transparent),radial-gradient(60%_80%_at_0%_100%,var(--glow),transparent)]"
          />
          <PageHero
            id="careers-title"
            eyebrow={hiringBanner.eyebrow}
            title={hiringBanner.title}
            lead={hiringBanner.text}
            className="relative max-w-3xl"
          />
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
          {careerPerks(openRoles).map((p) => (
            <div key={p.label} className="card flex flex-col p-5">
              <dt className="font-semibold">
                <span className="stat-value text-accent block text-2xl md:text-3xl">{p.value}</span>
                {p.label}
              </dt>
              <dd className="text-fg-muted mt-1 text-sm">{p.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
