import { jobSchema, type Job } from '@/content/schema'
import { SLUG_PATTERN, slugify } from '@/lib/slugify'
import { tagsOf } from './article-model'
import type { RoleForm } from './schema'

/** A role's duties from the editor's field: one per line, trimmed, each once. */
const linesOf = (field: string) => [
  ...new Set(
    field
      .split('\n')
      .map((l) => l.replace(/^\s*[-*•]\s*/, '').trim())
      .filter(Boolean),
  ),
]

/**
 * The role the editor's form describes. It keeps the day it was first posted; a new role is
 * posted today. Its slug is its id, the one the careers page and applications know it by.
 */
export function roleFromForm(form: RoleForm, before: Partial<Job> | null, today: string): Job {
  return {
    id: form.slug || slugify(form.title),
    title: form.title,
    type: form.type,
    location: form.location,
    experience: form.experience,
    skills: tagsOf(form.skills),
    description: form.description,
    responsibilities: linesOf(form.responsibilities),
    posted: before?.posted ?? today,
    closes: form.closes,
  }
}

/** The form's fields from a role, for the editor. */
export const roleFields = (role: Partial<Job>) => ({
  title: role.title ?? '',
  slug: role.id ?? '',
  type: role.type ?? 'Full-time',
  location: role.location ?? 'Remote',
  experience: role.experience ?? '1+ years',
  description: role.description ?? '',
  skills: (role.skills ?? []).join(', '),
  responsibilities: (role.responsibilities ?? []).join('\n'),
  closes: role.closes ?? '',
})

/** What keeps a role from being listed, by field, in words the editor shows beside each. */
export function roleProblems(role: Job, today: string): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!SLUG_PATTERN.test(role.id))
    problems.slug = 'Slug may have only lower-case letters, digits and single hyphens.'
  if (!role.location) problems.location = 'Location is required to publish: Remote, or a city.'
  if (!role.experience) problems.experience = 'Experience is required to publish, such as 1+ years.'
  if (role.description.length < 200)
    problems.description =
      'Description needs at least 200 characters to publish: what the work is, and with whom.'
  if (role.skills.length < 4) problems.skills = 'Give at least four skills, separated by commas.'
  if (role.responsibilities.length < 4)
    problems.responsibilities = 'Give at least four responsibilities, one per line.'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(role.closes)) problems.closes = 'Give the last day applications are taken.'
  else if (role.closes < today) problems.closes = 'Applications close must be today or later.'
  // Whatever the checks above let through, the site's own schema has the last word.
  if (!Object.keys(problems).length && !jobSchema.safeParse(role).success)
    problems.title = 'This role cannot be listed as it is: check every field.'
  return problems
}
