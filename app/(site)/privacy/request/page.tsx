import { JsonLd } from '@/components/ui/json-ld'
import { PrivacyRequestSection } from '@/components/sections/privacy/privacy-request-section'
import { privacyRequestCopy as copy } from '@/content/pages/privacy-request'
import { PRIVACY_REQUEST_PATH, privacyEmail } from '@/lib/privacy'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'
import { PrivacyRequestForm } from '@/modules/privacy/request-form'

const page = {
  title: 'Your Data Requests',
  description:
    'Ask us for a copy of your personal data, a correction, erasure or the withdrawal of a consent, without an account.',
  path: PRIVACY_REQUEST_PATH,
  keywords: ['personal data request', 'DPDP Act 2023', 'GDPR', 'data erasure'],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function PrivacyRequestPage() {
  const company = await companyFacts()
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <PrivacyRequestSection
        email={privacyEmail(company)}
        form={
          <PrivacyRequestForm
            copy={{ submit: copy.submit, pending: copy.pending, personalLink: copy.personalLink }}
          />
        }
      />
    </>
  )
}
