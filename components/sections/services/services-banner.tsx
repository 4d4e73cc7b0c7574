import Link from 'next/link'
import { servicesBanner } from '@/content/pages/services'
import { CtaCard } from '@/components/ui/cta-card'

/** The page's last word: write to us (`email`, the company's first address), or read about our services again. */
export function ServicesBanner({ email }: { email: string }) {
  return (
    <section className="container-site pb-20" aria-labelledby="banner-title">
      <CtaCard id="banner-title" title={servicesBanner.title} text={servicesBanner.text} glow>
        <a href={`mailto:${email}`} className="btn btn-primary">
          {servicesBanner.primaryAction}
        </a>
        <Link href="/services" className="btn btn-secondary">
          {servicesBanner.secondaryAction}
          <span className="sr-only">{servicesBanner.secondaryHint}</span>
        </Link>
      </CtaCard>
    </section>
  )
}
