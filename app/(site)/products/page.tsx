import { companyFacts, listServices, siteFigures } from '@/server/content/collections'
import { OfferingList } from '@/components/sections/products/offering-list'
import { ProductsHero } from '@/components/sections/products/products-hero'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Products & Packages',
  description:
    'Eight services in three clear packages each: UI/UX design, cloud, web development, maintenance, domain hosting MIS, mobile apps, Shopify and WordPress.',
  path: '/products',
  ownImage: true,
  keywords: [
    'website packages India',
    'Shopify development',
    'WordPress development',
    'mobile app packages',
    'cloud services',
  ],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function ProductsPage() {
  const [company, offerings, figures] = await Promise.all([companyFacts(), listServices(), siteFigures()])
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <ProductsHero stats={figures.products} />
      <OfferingList offerings={offerings} />
    </>
  )
}
