import { projectsCopy } from '@/content/pages/projects'
import { ProjectGrid } from '@/components/sections/projects/project-grid'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { companyFacts, listProjects } from '@/server/content/collections'

const page = {
  title: 'Projects',
  description: projectsCopy.lead,
  path: '/projects',
  ownImage: true,
  keywords: [
    'software portfolio',
    'app development case studies',
    'web application projects',
    'SaaS development',
  ],
}

export async function generateMetadata() {
  return pageMetadata(page, await companyFacts())
}

export default async function ProjectsPage() {
  const company = await companyFacts()
  return (
    <>
      <JsonLd data={webPageJsonLd(page, company)} />
      <ProjectGrid projects={await listProjects()} />
    </>
  )
}
