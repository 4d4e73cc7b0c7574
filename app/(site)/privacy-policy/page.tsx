import { privacyIntro, privacySections, privacyTitles } from '@/content/legal'
import { JsonLd } from '@/components/ui/json-ld'
import { LegalDocument } from '@/components/sections/legal/legal-document'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'

const page = {
  title: 'Privacy Policy',
  description:
    'How Vantage Edge Technologies collects, uses, shares and protects personal data, and the rights you have.',
  path: '/privacy-policy',
  keywords: ['privacy policy', 'DPDP Act 2023', 'data protection'],
}

export const metadata = pageMetadata(page)

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <LegalDocument
        title={privacyTitles.title}
        intro={privacyIntro}
        sections={privacySections}
        contactTitle={privacyTitles.contactTitle}
      />
    </>
  )
}
