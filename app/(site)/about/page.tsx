import { companyFacts, listFaqs, siteFigures } from '@/server/content/collections'
import { aboutCopy } from '@/content/pages/about'
import { AboutFaq } from '@/components/sections/about/about-faq'
import { AboutIntro } from '@/components/sections/about/about-intro'
import { OurValues } from '@/components/sections/about/our-values'
import { JsonLd } from '@/components/ui/json-ld'
import { faqPageJsonLd, pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'About Us',
  description: aboutCopy.lead,
  path: '/about',
  ownImage: true,
  keywords: ['about us', 'software agency New Delhi', 'web development FAQ', 'app development FAQ'],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function AboutPage() {
  const [faqs, company, figures] = await Promise.all([listFaqs(), companyFacts(), siteFigures()])
  return (
    <>
      <JsonLd data={[webPageJsonLd(page, company), faqPageJsonLd(faqs)]} />
      <AboutIntro company={company} stats={figures.company} />
      <OurValues />
      <AboutFaq faqs={faqs} />
    </>
  )
}
