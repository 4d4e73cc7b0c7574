'use server'

import { z } from 'zod'
import { failed } from '@/lib/forms/action-state'
import { SINGLE_KINDS } from '@/lib/content-kinds'
import { slugify } from '@/lib/slugify'
import { adminAction } from '@/server/auth/admin-action'
import { getEntry, listEntries, slugTaken, type Entry } from '@/server/content/entries'
import { kindCopy } from '@/content/desk/kinds'
import { commitChange, takeDown } from './commit'
import { dataFromForm, fieldsOf, formValuesOf, publishProblemsOf } from './kind-fields'
import { EDITED_KINDS, type EditedKind } from './kinds'

/** The shared editor's form: which entry, of which kind, and its fields by name. */
const kindFormSchema = z
  .object({
    id: z.string().max(64).default(''),
    revision: z.coerce.number().int().min(0).default(0),
    kind: z.enum(EDITED_KINDS),
    intent: z.enum(['save', 'publish', 'unpublish']).default('save'),
  })
  .catchall(z.string().max(50_000, 'A field may hold at most 50,000 characters.'))

/** The address an entry of a listed kind is known by, from the field that names it. */
function slugOf(kind: EditedKind, data: Record<string, unknown>) {
  if (SINGLE_KINDS.includes(kind)) return kind
  if (kind === 'service') return String(data.slug ?? '')
  if (kind === 'testimonial') return slugify(`${data.name ?? ''} ${data.company ?? ''}`)
  return slugify(String(data[kindCopy[kind].nameField] ?? ''))
}

/** The next number no testimonial has: a new testimonial's. */
function nextNumber(entries: Entry[]) {
  return Math.max(0, ...entries.map((e) => Number((e.draft as { id?: number }).id) || 0)) + 1
}

/** Saves an entry of one of the simpler kinds as a draft, publishes it, or takes it down. */
export const saveKindAction = adminAction(kindFormSchema, 'Failed to save', async (form, admin) => {
  const kind = form.kind
  const copy = kindCopy[kind]
  const before = form.id ? await getEntry(form.id) : null
  if (form.id && (!before || before.kind !== kind)) return failed(`That ${copy.noun} no longer exists.`)
  // Each field as typed; a field of rows is its cells (`homeHero.2.value`), all of them.
  const typed = Object.fromEntries(
    fieldsOf(kind).flatMap((f) =>
      f.type === 'rows'
        ? Object.entries(form).filter(([key]) => key.startsWith(`${f.name}.`))
        : [[f.name, String(form[f.name] ?? '')]],
    ),
  ) as Record<string, string>
  const values = { ...typed, id: form.id, revision: String(form.revision) }
  const common = {
    kind,
    noun: copy.noun,
    form,
    before,
    admin,
    values,
    theirs: (entry: Entry) => formValuesOf(kind, entry.draft),
    message: form.intent === 'publish' ? `Published: live at ${copy.livePath}.` : 'Draft saved.',
  }
  if (form.intent === 'unpublish') {
    if (SINGLE_KINDS.includes(kind)) return failed(`The ${copy.noun} cannot be taken down, only changed.`)
    return takeDown({ ...common, message: `Taken down: no longer on ${copy.livePath}.` })
  }

  const base = (before?.draft as Record<string, unknown>) ?? {}
  const { data, errors } = dataFromForm(kind, typed, base)
  if (kind === 'testimonial' && data.id === undefined) {
    data.id = nextNumber(await listEntries('testimonial'))
  }
  // An entry keeps its address (the one entry of a single kind too: the facts are `company`).
  const slug = before && kind !== 'service' ? before.slug : slugOf(kind, data)
  if (!slug)
    errors[copy.nameField] ??= `Give the ${copy.noun} a ${copy.labels[copy.nameField]?.toLowerCase()}.`
  else if (!SINGLE_KINDS.includes(kind) && (await slugTaken(kind, slug, before?.id ?? null)))
    errors[copy.nameField] ??= `Another ${copy.noun} has this ${copy.labels[copy.nameField]?.toLowerCase()}.`
  if (form.intent === 'publish')
    for (const [field, problem] of Object.entries(publishProblemsOf(kind, data))) errors[field] ??= problem
  if (Object.keys(errors).length) return failed(Object.values(errors)[0]!, { fieldErrors: errors, values })

  return commitChange({ ...common, slug, data, event: form.intent === 'save' ? 'draft' : 'publish' })
})
