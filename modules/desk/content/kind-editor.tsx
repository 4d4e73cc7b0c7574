'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { EditorActions, EditorInput, TheirsPanel } from './editor-parts'
import { saveKindAction } from './kind-actions'
import type { FieldSpec } from './kind-fields'
import type { EditedKind } from './kinds'

const YAML_HINT = 'As YAML: “- ” starts an item, “name: value” a field, indented under its item.'

/** One field of the shared editor, drawn by its type. */
function KindField({
  uid,
  spec,
  value,
  error,
}: {
  uid: string
  spec: FieldSpec
  value: string
  error?: string
}) {
  const id = `${uid}-${spec.name}`
  const hint = [spec.hint, spec.type === 'yaml' ? YAML_HINT : spec.type === 'lines' ? 'One per line.' : '']
    .filter(Boolean)
    .join(' ')
  if (spec.type === 'text' || spec.type === 'number')
    return (
      <EditorInput
        uid={uid}
        name={spec.name}
        label={spec.label}
        error={error}
        hint={hint || undefined}
        defaultValue={value}
        inputMode={spec.type === 'number' ? 'numeric' : undefined}
      />
    )
  if (spec.type === 'choice')
    return (
      <Field id={id} label={spec.label} error={error} hint={hint || undefined}>
        <select
          {...fieldProps(id, error, Boolean(hint))}
          name={spec.name}
          defaultValue={value}
          className={cn(fieldClass, 'min-h-11')}
        >
          {spec.optional ? <option value="">None</option> : null}
          {spec.options!.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </Field>
    )
  const rows = Math.min(24, Math.max(spec.type === 'long' ? 4 : 3, value.split('\n').length + 1))
  return (
    <Field id={id} label={spec.label} error={error} hint={hint || undefined}>
      <textarea
        {...fieldProps(id, error, Boolean(hint))}
        name={spec.name}
        rows={rows}
        defaultValue={value}
        spellCheck={spec.type !== 'yaml'}
        // YAML's indentation is its meaning: long lines scroll rather than wrap under the next key.
        wrap={spec.type === 'yaml' ? 'off' : undefined}
        className={cn(fieldClass, spec.type === 'yaml' && 'font-mono text-sm leading-relaxed')}
      />
    </Field>
  )
}

/**
 * The editor of the simpler kinds (projects, testimonials, FAQ, services, cards, figures): one
 * field per field of the kind's schema. Save draft keeps the working copy; Publish checks it by
 * the schema and puts it on the site; Unpublish takes a listed entry off.
 */
export function KindEditor({
  kind,
  path,
  entry,
  fields,
  live,
  single,
}: {
  kind: EditedKind
  path: string
  entry: { id: string; revision: number; values: Record<string, string> }
  fields: FieldSpec[]
  live: boolean
  single: boolean
}) {
  const uid = useId()
  const router = useRouter()
  const [id, setId] = useState(entry.id)
  const [revision, setRevision] = useState(entry.revision)
  const { state, formAction, pending } = useDeskAction(saveKindAction, {
    onSuccess: (s) => {
      if (s.status !== 'ok' || !s.data) return
      setRevision(Number(s.data.revision))
      if (!id && typeof s.data.id === 'string') {
        setId(s.data.id)
        window.history.replaceState(null, '', `/admin-dashboard/content/${path}/${s.data.id}`)
      }
      router.refresh()
    },
  })
  const refused = state.status === 'error' ? state : null
  const theirs = refused?.values?.theirs_revision
    ? fields.map((f) => `${f.label}:\n${refused.values?.[`theirs_${f.name}`] ?? ''}`).join('\n\n')
    : undefined

  return (
    <form action={formAction} className="grid gap-4" aria-busy={pending || undefined} key={refused?.at}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="kind" value={kind} />
      {fields.map((spec) => (
        <KindField
          key={spec.name}
          uid={uid}
          spec={spec}
          value={refused?.values?.[spec.name] ?? entry.values[spec.name] ?? ''}
          error={refused?.fieldErrors?.[spec.name]}
        />
      ))}
      <TheirsPanel uid={uid} title={fields[0]?.label} body={theirs} />
      <EditorActions
        pending={pending}
        takeDown={live && !single ? { intent: 'unpublish', label: 'Unpublish' } : undefined}
      />
    </form>
  )
}
