import { heroCopy } from '@/content/home'
import { CoreCapabilities } from '@/components/sections/core-capabilities'
import { HomeHero } from '@/components/sections/home-hero'
import { LatestPosts } from '@/components/sections/latest-posts'
import { ProcessSteps } from '@/components/sections/process-steps'
import { TestimonialsSection } from '@/components/sections/testimonials-section'
import { JsonLd } from '@/components/ui/json-ld'
import { organizationJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

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

export const metadata = pageMetadata(page)

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), webPageJsonLd(page)]} />
      <HomeHero />
      <CoreCapabilities />
      <ProcessSteps />
      <TestimonialsSection />
      <LatestPosts />
    </>
  )
}
