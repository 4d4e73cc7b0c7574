'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { contentCopy } from '@/content/desk/content'
import { jobTypes } from '@/content/schema'
import { cn } from '@/lib/cn'
import { slugify } from '@/lib/slugify'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { EditorActions, EditorInput, TheirsPanel } from './editor-parts'
import { saveRoleAction } from './role-actions'
import type { ROLE_FIELDS } from './schema'

export type RoleFields = Record<(typeof ROLE_FIELDS)[number], string> & { id: string; revision: number }

/**
 * The role editor: what the careers page shows of a role and its JobPosting data. Publish opens
 * it (its title joins the application form's choices); Close role takes it off the page, and the
 * form then refuses applications for it with a plain message.
 */
export function RoleEditor({ role, live }: { role: RoleFields; live: boolean }) {
  const uid = useId()
  const router = useRouter()
  const [id, setId] = useState(role.id)
  const [revision, setRevision] = useState(role.revision)
  const [slugTouched, setSlugTouched] = useState(Boolean(role.slug))
  const { state, formAction, pending } = useDeskAction(saveRoleAction, {
    onSuccess: (s) => {
      if (s.status !== 'ok' || !s.data) return
      setRevision(Number(s.data.revision))
      if (!id && typeof s.data.id === 'string') {
        setId(s.data.id)
        window.history.replaceState(null, '', `/admin-dashboard/content/roles/${s.data.id}`)
      }
      router.refresh()
    },
  })
  const refused = state.status === 'error' ? state : null
  const value = (field: (typeof ROLE_FIELDS)[number]) => refused?.values?.[field] ?? role[field]
  const error = (field: string) => refused?.fieldErrors?.[field]
  const input = (name: (typeof ROLE_FIELDS)[number], label: string, hint?: string) => (
    <EditorInput
      uid={uid}
      name={name}
      label={label}
      error={error(name)}
      hint={hint}
      defaultValue={value(name)}
    />
  )
  const area = (name: 'description' | 'responsibilities', label: string, hint: string, rows: number) => (
    <Field id={`${uid}-${name}`} label={label} error={error(name)} hint={hint}>
      <textarea
        {...fieldProps(`${uid}-${name}`, error(name), true)}
        name={name}
        rows={rows}
        defaultValue={value(name)}
        className={fieldClass}
      />
    </Field>
  )

  return (
    <form action={formAction} className="grid gap-4" aria-busy={pending || undefined} key={refused?.at}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      <EditorInput
        uid={uid}
        name="title"
        label="Title"
        error={error('title')}
        defaultValue={value('title')}
        required
        maxLength={100}
        onChange={(e) => {
          if (!slugTouched && e.currentTarget.form)
            (e.currentTarget.form.elements.namedItem('slug') as HTMLInputElement).value = slugify(
              e.currentTarget.value,
            )
        }}
      />
      <EditorInput
        uid={uid}
        name="slug"
        label="Slug"
        error={error('slug')}
        hint={contentCopy.roleSlugHint}
        defaultValue={value('slug')}
        maxLength={80}
        onChange={() => setSlugTouched(true)}
      />
      <Field id={`${uid}-type`} label="Type" error={error('type')}>
        <select
          {...fieldProps(`${uid}-type`, error('type'))}
          name="type"
          defaultValue={value('type')}
          className={cn(fieldClass, 'min-h-11')}
        >
          {jobTypes.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </Field>
      {input('location', 'Location', contentCopy.roleLocationHint)}
      {input('experience', 'Experience')}
      {area('description', 'Description', contentCopy.roleDescriptionHint, 6)}
      {input('skills', 'Skills', contentCopy.roleSkillsHint)}
      {area('responsibilities', 'Responsibilities', contentCopy.roleResponsibilitiesHint, 6)}
      <EditorInput
        uid={uid}
        name="closes"
        label="Applications close"
        type="date"
        error={error('closes')}
        hint={contentCopy.roleClosesHint}
        defaultValue={value('closes')}
      />
      <TheirsPanel uid={uid} title={refused?.values?.theirs_title} body={refused?.values?.theirs_body} />
      <EditorActions
        pending={pending}
        takeDown={live ? { intent: 'close', label: 'Close role' } : undefined}
      />
    </form>
  )
}
