import { articleCta } from '@/content/pages/article'
import { BookingButton } from '@/components/ui/booking-button'
import { CtaCard } from '@/components/ui/cta-card'

/** After the article: an offer to talk it through. */
export function ArticleCta() {
  return (
    <aside className="mt-12" aria-labelledby="article-cta">
      <CtaCard id="article-cta" title={articleCta.title} text={articleCta.text} size="md" glow>
        <BookingButton className="self-center">{articleCta.action}</BookingButton>
      </CtaCard>
    </aside>
  )
}
