import { hiringBanner } from '@/content/pages/careers'
import { ApplicationForm } from '@/modules/applications/application-form'
import { FormNotice, futureRolesHint } from '@/modules/forms/form-notice'
import { CareersHero } from '@/components/sections/careers/careers-hero'
import { OpenPositions } from '@/components/sections/careers/open-positions'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { companyFacts } from '@/server/content/collections'
import { listRoles } from '@/server/content'

const page = {
  title: 'Careers',
  description: hiringBanner.text,
  path: '/careers',
  ownImage: true,
  keywords: [
    'remote developer jobs India',
    'frontend developer job',
    'backend developer job',
    'UI/UX designer job',
    'DevOps engineer job',
  ],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function CareersPage() {
  const company = await companyFacts()
  const roles = await listRoles()
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <CareersHero openRoles={roles.length} />
      <OpenPositions
        jobs={roles}
        company={company}
        applyForm={(job) => (
          <ApplicationForm
            jobTitle={job.title}
            notice={<FormNotice form="application" />}
            futureRolesHint={futureRolesHint()}
          />
        )}
      />
    </>
  )
}
