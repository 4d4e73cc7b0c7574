'use server'

import { failed } from '@/lib/forms/action-state'
import { todayInNewDelhi } from '@/lib/new-delhi-time'
import { adminAction } from '@/server/auth/admin-action'
import { getEntry, slugTaken, type Entry } from '@/server/content/entries'
import type { Job } from '@/content/schema'
import { commitChange, takeDown } from './commit'
import { roleFromForm, roleProblems } from './role-model'
import { ROLE_FIELDS, roleFormSchema, type RoleForm } from './schema'

const SAVED: Record<RoleForm['intent'], string> = {
  save: 'Draft saved.',
  publish: 'Published: the role is open on the careers page.',
  close: 'Closed: the role is off the careers page and takes no more applications.',
}

/** The saved version shown beside the typed one when another save came first. */
const theirs = (entry: Entry) => {
  const saved = entry.draft as Partial<Job>
  return { title: String(saved.title ?? ''), body: String(saved.description ?? '') }
}

/** Saves the role editor's form as a draft, publishes the role, or closes it. */
export const saveRoleAction = adminAction(roleFormSchema, 'Failed to save the role', async (form, admin) => {
  const before = form.id ? await getEntry(form.id) : null
  if (form.id && (!before || before.kind !== 'role')) return failed('That role no longer exists.')
  const common = {
    kind: 'role' as const,
    noun: 'role',
    form,
    before,
    admin,
    values: {
      ...Object.fromEntries(ROLE_FIELDS.map((f) => [f, form[f]])),
      id: form.id,
      revision: String(form.revision),
    },
    theirs,
    message: SAVED[form.intent],
  }
  if (form.intent === 'close') return takeDown(common)

  const today = todayInNewDelhi()
  const role = roleFromForm(form, (before?.draft as Partial<Job>) ?? null, today)
  const fieldErrors: Record<string, string> = {}
  if (!role.id) fieldErrors.slug = 'Give the role a slug, or a title with letters or digits.'
  else if (await slugTaken('role', role.id, before?.id ?? null))
    fieldErrors.slug = 'Another role has this slug: choose another.'
  if (form.intent === 'publish') Object.assign(fieldErrors, roleProblems(role, today))
  if (Object.keys(fieldErrors).length)
    return failed(Object.values(fieldErrors)[0]!, { fieldErrors, values: common.values })

  return commitChange({
    ...common,
    slug: role.id,
    data: role,
    event: form.intent === 'save' ? 'draft' : 'publish',
  })
})
