import { ArrowRight, CheckCircle2 } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { heroCopy, heroFeatures, trustPoints } from '@/content/pages/home'
import type { Stat } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { FeatureCard } from '@/components/ui/feature-card'
import { HighlightedTitle } from '@/components/ui/page-hero'
import { HeroGlow } from '@/components/sections/hero-glow'

export function HomeHero({ stats: heroStats }: { stats: Stat[] }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <HeroGlow />
      <div className="container-site relative pt-14 pb-20 md:pt-24 md:pb-28">
        <div className="mx-auto max-w-4xl text-center">
          <p className="chip border-accent/40 bg-accent-soft text-fg mx-auto">
            <span className="bg-accent size-2 rounded-full" aria-hidden />
            {heroCopy.badge}
          </p>
          <h1 id="hero-title" className="h-hero mt-6">
            <HighlightedTitle start={heroCopy.titleStart} highlight={heroCopy.titleHighlight} />
          </h1>
          <p className="text-fg-muted mx-auto mt-6 max-w-2xl text-lg md:text-xl">{heroCopy.lead}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/products" className="btn btn-primary px-6">
              {heroCopy.primaryAction} <Icon icon={ArrowRight} className="size-4" />
            </Link>
            <BookingButton className="btn-secondary px-6">{heroCopy.bookingAction}</BookingButton>
          </div>
          <ul className="text-fg-muted mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {trustPoints.map((t) => (
              <li key={t} className="flex items-center gap-2">
                <Icon icon={CheckCircle2} className="text-success size-4" />
                {t}
              </li>
            ))}
          </ul>
        </div>
        <dl className="border-border bg-border mx-auto mt-14 grid max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border md:grid-cols-4">
          {heroStats.map((s) => (
            <div key={s.label} className="bg-bg-elevated flex flex-col-reverse items-center px-4 py-5">
              <dt className="text-fg-muted text-sm">{s.label}</dt>
              <dd className="stat-value text-fg text-3xl md:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {heroFeatures.map((f) => (
            <FeatureCard
              key={f.title}
              icon={f.icon}
              title={f.title}
              description={f.description}
              heading="h2"
              className="glass"
            />
          ))}
        </ul>
      </div>
    </section>
  )
}
