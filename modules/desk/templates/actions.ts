'use server'

import { revalidatePath } from 'next/cache'
import { adminAction } from '@/server/auth/admin-action'
import { failed, succeeded } from '@/lib/forms/action-state'
import { acknowledgementsSchema, templateIdSchema, templateSchema } from '../schema'
import { PLACEHOLDERS, unknownPlaceholders } from '@/lib/placeholders'
import { deleteTemplate, insertTemplate, setAcknowledgements, updateTemplate } from '@/server/leads/templates'
import { DESK_PATH } from '@/lib/constants'

/** Saves a template (or adds a reply template); a misspelt placeholder is refused by name. */
export const saveTemplateAction = adminAction(
  templateSchema,
  'Failed to save the template',
  async (input, admin) => {
    const unknown = unknownPlaceholders(`${input.subject}\n${input.body}`)
    if (unknown.length) {
      const message = `Unknown placeholder ${unknown.map((u) => `{{${u}}}`).join(', ')}. Use: ${Object.keys(
        PLACEHOLDERS,
      )
        .map((p) => `{{${p}}}`)
        .join(', ')}.`
      return failed(message, {
        fieldErrors: { body: message },
        values: { name: input.name, subject: input.subject, body: input.body },
      })
    }
    const { id, ...fields } = input
    if (id) {
      if (!(await updateTemplate(id, fields))) return failed('That template no longer exists.')
    } else {
      await insertTemplate(fields)
    }
    await admin.audit({
      action: 'template_changed',
      target: id ? `template:${id}` : 'template:new',
      detail: { op: id ? 'saved' : 'added', name: input.name },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Template saved.')
  },
)

export const removeTemplateAction = adminAction(
  templateIdSchema,
  'Failed to delete the template',
  async ({ id }, admin) => {
    if (!(await deleteTemplate(id))) return failed('Only reply templates can be deleted.')
    await admin.audit({ action: 'template_changed', target: `template:${id}`, detail: { op: 'deleted' } })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded('Template deleted.')
  },
)

/** Switches the automatic confirmation of new enquiries and applications on or off. */
export const setAcknowledgementsAction = adminAction(
  acknowledgementsSchema,
  'Failed to change the setting',
  async ({ enabled }, admin) => {
    await setAcknowledgements(enabled === 'on')
    await admin.audit({
      action: 'setting_changed',
      target: 'acknowledgements',
      detail: { enabled: enabled === 'on' },
    })
    revalidatePath(DESK_PATH, 'layout')
    return succeeded(enabled === 'on' ? 'Acknowledgements switched on.' : 'Acknowledgements switched off.')
  },
  // Whether every enquirer is written to in the site's name: a sender setting, so sudo mode.
  { sudo: true },
)
