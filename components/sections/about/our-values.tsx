import { values, valuesCopy } from '@/content/pages/about'
import { FeatureCard } from '@/components/ui/feature-card'
import { SectionHeading } from '@/components/ui/section-heading'

export function OurValues() {
  return (
    <section className="section pt-12" aria-labelledby="values-title" data-reveal>
      <div className="container-site">
        <SectionHeading id="values-title" eyebrow={valuesCopy.eyebrow} title={valuesCopy.title} />
        <ul className="grid gap-4 md:grid-cols-3">
          {values.map((v) => (
            <FeatureCard key={v.title} icon={v.icon} title={v.title} description={v.description} size="lg" />
          ))}
        </ul>
      </div>
    </section>
  )
}
