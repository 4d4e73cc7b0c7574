import { Check, Sparkles } from 'lucide-react'
import { productsHero } from '@/content/home'
import { offerings } from '@/content/offerings'
import type { Offering } from '@/content/schema'
import { BookingButton } from '@/components/ui/booking-button'
import { DialogButton } from '@/components/ui/dialog'
import { JsonLd } from '@/components/ui/json-ld'
import { StatGrid } from '@/components/ui/stat-grid'
import { shownFeatures } from '@/lib/offerings'
import { cn } from '@/lib/cn'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'
import { Art } from '@/components/ui/art'

const page = {
  title: 'Products & Packages',
  description:
    'Eight services in three clear packages each: UI/UX design, cloud, web development, maintenance, domain hosting MIS, mobile apps, Shopify and WordPress.',
  path: '/products',
  keywords: [
    'website packages India',
    'Shopify development',
    'WordPress development',
    'mobile app packages',
    'cloud services',
  ],
}

export const metadata = pageMetadata(page)

function Packages({ offering }: { offering: Offering }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3" data-testid="packages">
      {offering.packages.map((p, i) => {
        const popular = i === 1
        return (
          <li
            key={p.tier}
            data-tier={p.tier}
            className={cn(
              'card relative flex flex-col p-6',
              popular && 'border-accent ring-accent ring-1 md:-translate-y-2',
            )}
          >
            {popular ? (
              <p className="bg-accent text-accent-fg absolute -top-3 left-1/2 flex -translate-x-1/2 items-center gap-1 rounded-full px-3 py-1 text-xs font-bold whitespace-nowrap">
                <Sparkles className="size-3.5" aria-hidden /> Most Popular
              </p>
            ) : null}
            <h3 className="text-lg font-semibold">{p.name}</h3>
            <p className="text-fg-subtle text-xs tracking-wider uppercase">{p.tier}</p>
            <p className="stat-value mt-3 text-2xl">{p.price}</p>
            <p className="text-fg-muted mt-2 text-sm">{p.summary}</p>
            <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
              {p.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
                  {f}
                </li>
              ))}
            </ul>
            <BookingButton className={cn('mt-6 w-full', !popular && 'btn-secondary')}>
              Get Started
            </BookingButton>
          </li>
        )
      })}
    </ol>
  )
}

export default function ProductsPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page)]} />
      <section className="section !pb-8" aria-labelledby="products-title">
        <div className="container-site text-center">
          <p className="eyebrow">Products</p>
          <h1 id="products-title" className="h-hero mt-3">
            Next-Gen <span className="text-gradient">Digital Products</span>
          </h1>
          <p className="text-fg-muted mx-auto mt-5 max-w-2xl text-lg">{productsHero.lead}</p>
          <StatGrid stats={productsHero.tiles} className="mx-auto mt-12 max-w-4xl" />
        </div>
      </section>
      <div className="container-site grid gap-6 pb-20">
        {offerings.map((o, i) => (
          <section
            key={o.slug}
            id={o.slug}
            aria-labelledby={`${o.slug}-title`}
            className="card grid scroll-mt-24 items-center gap-8 overflow-hidden p-6 md:grid-cols-2 md:p-10"
            data-testid="offering"
            data-reveal={i > 0 ? true : undefined}
          >
            <div className={cn(i % 2 === 1 && 'md:order-2')}>
              <p className="font-display text-accent text-sm font-semibold tabular-nums">
                {String(i + 1).padStart(2, '0')}
              </p>
              <h2 id={`${o.slug}-title`} className="mt-2 text-3xl font-bold">
                {o.title}
              </h2>
              <p className="text-fg-muted mt-3">{o.blurb}</p>
              <ul className="mt-6 grid gap-2.5 sm:grid-cols-2" data-testid="features">
                {shownFeatures(o).map((f) => (
                  <li key={f} className="flex gap-2 text-sm">
                    <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <DialogButton
                  label="View Packages"
                  className="btn btn-primary"
                  title="Select Your Investment Package"
                  description={`${o.title}: three packages, from a focused start to a full enterprise engagement.`}
                  size="xl"
                >
                  <Packages offering={o} />
                </DialogButton>
                <BookingButton variant="inline" className="btn-secondary">
                  Get Free Demo
                </BookingButton>
              </div>
            </div>
            <Art
              src={o.image}
              alt={`${o.title} illustration`}
              width={800}
              height={500}
              className={cn('border-border w-full rounded-xl border', i % 2 === 1 && 'md:order-1')}
              priority={i === 0}
            />
          </section>
        ))}
      </div>
    </>
  )
}
