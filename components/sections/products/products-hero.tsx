import { productsHero } from '@/content/pages/products'
import { HighlightedTitle, PageHero } from '@/components/ui/page-hero'
import { StatGrid } from '@/components/ui/stat-grid'
import type { Stat } from '@/content/schema'

export function ProductsHero({ stats }: { stats: Stat[] }) {
  return (
    <section className="section pb-8" aria-labelledby="products-title">
      <PageHero
        id="products-title"
        eyebrow={productsHero.eyebrow}
        title={<HighlightedTitle start={productsHero.titleStart} highlight={productsHero.titleHighlight} />}
        lead={productsHero.lead}
        className="container-site text-center"
        leadClassName="mx-auto max-w-2xl"
      >
        <StatGrid stats={stats} className="mx-auto mt-12 max-w-4xl" />
      </PageHero>
    </section>
  )
}
