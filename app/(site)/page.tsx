import { heroCopy } from '@/content/pages/home'
import { CoreCapabilities } from '@/components/sections/home/core-capabilities'
import { HomeHero } from '@/components/sections/home/home-hero'
import { LatestPosts } from '@/components/sections/home/latest-posts'
import { ProcessSteps } from '@/components/sections/home/process-steps'
import { TestimonialsSection } from '@/components/sections/home/testimonials-section'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { listArticles } from '@/server/content'
import { companyFacts, listTestimonials, siteFigures } from '@/server/content/collections'

const page = {
  title: 'Software Development Company in New Delhi',
  description: heroCopy.lead,
  path: '/',
  keywords: [
    'software development company',
    'web development New Delhi',
    'mobile app development',
    'cloud solutions',
    'AI solutions',
  ],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function HomePage() {
  const [company, figures, testimonials] = await Promise.all([
    companyFacts(),
    siteFigures(),
    listTestimonials(),
  ])
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <HomeHero stats={figures.homeHero} />
      <CoreCapabilities stats={figures.homeCapabilities} />
      <ProcessSteps />
      <TestimonialsSection testimonials={testimonials} stats={figures.homeTestimonials} />
      <LatestPosts posts={await listArticles()} />
    </>
  )
}
