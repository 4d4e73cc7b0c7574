import { termsIntro, termsSections, termsTitles } from '@/content/legal'
import { JsonLd } from '@/components/ui/json-ld'
import { LegalDocument } from '@/components/sections/legal/legal-document'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Terms and Conditions',
  description:
    'The terms that apply when you use the Vantage Edge Technologies website, governed by the laws of India.',
  path: '/terms-and-conditions',
  keywords: ['terms and conditions', 'website terms of use', 'governing law India'],
}

export const metadata = pageMetadata(page)

export default function TermsPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <LegalDocument
        title={termsTitles.title}
        intro={termsIntro}
        sections={termsSections}
        contactTitle={termsTitles.contactTitle}
      />
    </>
  )
}
