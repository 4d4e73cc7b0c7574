import { projectsCopy } from '@/content/pages/projects'
import { ProjectGrid } from '@/components/sections/projects/project-grid'
import { JsonLd } from '@/components/ui/json-ld'
import { pageMetadata, webPageJsonLd } from '@/lib/seo'
import { listProjects } from '@/server/content/collections'

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

export const metadata = pageMetadata(page)

export default async function ProjectsPage() {
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <ProjectGrid projects={await listProjects()} />
    </>
  )
}
