import { privacyIntro, privacySections, privacyTitles } from '@/content/legal'
import { JsonLd } from '@/components/ui/json-ld'
import { LegalDocument } from '@/components/sections/legal/legal-document'
import { privacyEmail } from '@/lib/privacy'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'

const page = {
  title: 'Privacy Policy',
  description:
    'How we collect, use, share and protect personal data through this website, and the rights you have.',
  path: '/privacy-policy',
  keywords: ['privacy policy', 'DPDP Act 2023', 'data protection'],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function PrivacyPolicyPage() {
  const company = await companyFacts()
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <LegalDocument
        title={privacyTitles.title}
        intro={privacyIntro(company.name)}
        sections={privacySections(privacyEmail(company))}
        email={privacyEmail(company)}
        contactTitle={privacyTitles.contactTitle}
      />
    </>
  )
}
