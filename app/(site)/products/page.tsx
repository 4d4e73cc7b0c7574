import { listServices, siteFigures } from '@/server/content/collections'
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

export const metadata = pageMetadata(page)

export default async function ProductsPage() {
  const [offerings, figures] = await Promise.all([listServices(), siteFigures()])
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <ProductsHero stats={figures.products} />
      <OfferingList offerings={offerings} />
    </>
  )
}
