import { termsIntro, termsSections, termsTitles } from '@/content/legal'
import { JsonLd } from '@/components/ui/json-ld'
import { LegalDocument } from '@/components/sections/legal/legal-document'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'

const page = {
  title: 'Terms and Conditions',
  description: 'The terms that apply when you use this website, governed by the laws of India.',
  path: '/terms-and-conditions',
  keywords: ['terms and conditions', 'website terms of use', 'governing law India'],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function TermsPage() {
  const company = await companyFacts()
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <LegalDocument
        title={termsTitles.title}
        intro={termsIntro(company.name)}
        sections={termsSections(company.name)}
        contactTitle={termsTitles.contactTitle}
        email={company.emails[0]}
      />
    </>
  )
}
