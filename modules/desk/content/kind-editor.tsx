'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'
import { useDeskAction } from '../use-desk-action'
import { EditorActions, EditorInput, TheirsPanel } from './editor-parts'
import { saveKindAction } from './kind-actions'
import { cellName, type FieldSpec } from './kind-fields'
import { columnLabels, rowName } from '@/content/desk/kinds'
import type { EditedKind } from './kinds'

/** How many rows a field of rows has in `values` (its cells of the first column, named with `prefix`). */
const rowCount = (values: Record<string, string>, spec: FieldSpec, prefix = '') => {
  let n = 0
  while (`${prefix}${cellName(spec.name, n, spec.columns![0]!.name)}` in values) n++
  return n
}

const YAML_HINT = 'As YAML: “- ” starts an item, “name: value” a field, indented under its item.'

/**
 * A list of flat records (a group of figures, the phones) as a grid: a row of inputs per item,
 * each named by the group, its row and its column ("Home page, hero, figure 2, Value"; a record of
 * its own, the address, by the group and the column), the group's problem under it.
 */
function RowsField({
  uid,
  spec,
  rows,
  cell,
  error,
}: {
  uid: string
  spec: FieldSpec
  rows: number
  cell: (row: number, column: string) => string
  error?: string
}) {
  const id = `${uid}-${spec.name}`
  // An optional column no row fills (a detail the layout does not draw there) is left out.
  const columns = spec.columns!.filter(
    (c) => !c.optional || Array.from({ length: rows }, (_, i) => cell(i, c.name)).some(Boolean),
  )
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset className="grid gap-2" aria-describedby={described || undefined}>
      <legend className="mb-1 text-sm font-medium">{spec.label}</legend>
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {spec.hint}
        </p>
      ) : null}
      <div
        className="grid gap-2"
        style={{
          // A figure's value is a few characters; other rows' inputs share the width.
          gridTemplateColumns:
            columns[0]?.name === 'value'
              ? `minmax(4.5rem, 0.6fr) repeat(${columns.length - 1}, minmax(0, 1.4fr))`
              : `repeat(${columns.length}, minmax(0, 1fr))`,
        }}
      >
        {columns.map((c) => (
          <span key={c.name} aria-hidden className="text-fg-muted text-xs font-medium">
            {columnLabels[c.name] ?? c.name}
          </span>
        ))}
        {Array.from({ length: rows }, (_, i) =>
          columns.map((c) => (
            <input
              key={`${i}-${c.name}`}
              name={cellName(spec.name, i, c.name)}
              aria-label={[
                spec.label,
                spec.single ? '' : rowName(i + 1, spec.rowNoun),
                columnLabels[c.name] ?? c.name,
              ]
                .filter(Boolean)
                .join(', ')}
              aria-invalid={error ? true : undefined}
              defaultValue={cell(i, c.name)}
              className={cn(fieldClass, 'min-h-11')}
            />
          )),
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-violet text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

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
 * The editor of the simpler kinds (projects, testimonials, FAQ, services, cards, the company's
 * facts, the figures): one
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
  /** What the fields show: what was typed when a save was refused, else the entry's values. */
  const shown = refused?.values ?? entry.values
  // The saved version, field by field (a field of rows a line per row), beside what was typed.
  const saved = (name: string) => refused?.values?.[`theirs_${name}`] ?? ''
  const theirs = refused?.values?.theirs_revision
    ? fields
        .map((f) => {
          if (f.type !== 'rows') return `${f.label}:\n${saved(f.name)}`
          const rows = Array.from({ length: rowCount(refused.values!, f, 'theirs_') }, (_, i) =>
            f.columns!.map((c) => saved(cellName(f.name, i, c.name))).filter(Boolean),
          )
          return `${f.label}:\n${rows.map((row) => row.join(' · ')).join('\n')}`
        })
        .join('\n\n')
    : undefined

  return (
    <form action={formAction} className="grid gap-4" aria-busy={pending || undefined} key={refused?.at}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="kind" value={kind} />
      {fields.map((spec) =>
        spec.type === 'rows' ? (
          <RowsField
            key={spec.name}
            uid={uid}
            spec={spec}
            rows={rowCount(shown, spec)}
            cell={(row, column) => shown[cellName(spec.name, row, column)] ?? ''}
            error={refused?.fieldErrors?.[spec.name]}
          />
        ) : (
          <KindField
            key={spec.name}
            uid={uid}
            spec={spec}
            value={shown[spec.name] ?? ''}
            error={refused?.fieldErrors?.[spec.name]}
          />
        ),
      )}
      <TheirsPanel uid={uid} title={fields[0]?.label} body={theirs} />
      <EditorActions
        pending={pending}
        takeDown={live && !single ? { intent: 'unpublish', label: 'Unpublish' } : undefined}
      />
    </form>
  )
}
