import { describe, expect, it } from 'vitest'
import { company } from '@/content/company'
import { jobs } from '@/content/jobs'
import { jobPostingJsonLd } from '@/lib/seo'
import { roleFields, roleFromForm, roleProblems } from './role-model'
import { roleFormSchema } from './schema'

const TODAY = '2026-11-28'
const form = (fields: Record<string, string>) =>
  roleFormSchema.parse({ title: 'Data Engineer', type: 'Full-time', ...fields })

describe('the role editor’s model', () => {
  it('reads the form back into the role every seeded role is', () => {
    for (const job of jobs) {
      const role = roleFromForm(form(roleFields(job)), job, TODAY)
      expect(role).toEqual(job)
      expect(roleProblems(role, '2026-11-01')).toEqual({})
    }
  })

  it('makes the slug from the title, skills from commas and duties from lines, posted today', () => {
    const role = roleFromForm(
      form({ skills: 'SQL, Python, SQL', responsibilities: '- Build pipelines\n\n• Model data\n' }),
      null,
      TODAY,
    )
    expect(role).toMatchObject({
      id: 'data-engineer',
      skills: ['SQL', 'Python'],
      responsibilities: ['Build pipelines', 'Model data'],
      posted: TODAY,
    })
  })

  it('names every field that keeps a role from being listed', () => {
    const role = roleFromForm(form({ slug: 'Data Engineer!', closes: '2026-11-01' }), null, TODAY)
    expect(Object.keys(roleProblems(role, TODAY)).sort()).toEqual([
      'closes',
      'description',
      'experience',
      'location',
      'responsibilities',
      'skills',
      'slug',
    ])
  })

  it('lists a role outside remote work at its city for search engines', () => {
    const posting = jobPostingJsonLd({ ...jobs[0]!, type: 'Internship', location: 'New Delhi' }, company)
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      jobLocation: { address: { addressLocality: 'New Delhi', addressCountry: 'IN' } },
    })
    expect(posting).not.toHaveProperty('jobLocationType')
    expect(jobPostingJsonLd(jobs[0]!, company)).toMatchObject({ jobLocationType: 'TELECOMMUTE' })
  })
})
