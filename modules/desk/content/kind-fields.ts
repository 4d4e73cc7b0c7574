import YAML from 'yaml'
import type { z } from 'zod'
import { SIMPLE_KIND_SCHEMAS, type SimpleKind } from '@/lib/content-schemas'
import { kindCopy } from '@/content/desk/kinds'

// The shared editor's fields, made from each kind's schema (lib/content-schemas.ts) the way the
// public forms are made from their definitions: a text field for a string, a choice for a list of
// values, a number, one line per item for a list (or a fixed number) of strings, a row of inputs
// per item for a list of flat records (a group of figures: value, label, detail; the company's
// phones and profiles), one such row for a flat record of its own (the company's address), and
// YAML for anything nested deeper (a testimonial's metrics, a service's packages). A fixed value
// (a testimonial's five stars, a phone's country) is no field: it is kept as the schema says.

export type FieldSpec = {
  name: string
  label: string
  hint?: string
  type: 'text' | 'long' | 'choice' | 'number' | 'lines' | 'rows' | 'yaml'
  options?: string[]
  /** a row's inputs, for `rows` */
  columns?: { name: string; optional: boolean }[]
  /** `rows` of one record, not a list (the company's address) */
  single?: boolean
  /** `rows`: what each row, or the row of that number, holds that is no input (a phone's country) */
  fixedEach?: Record<string, unknown>
  fixedByRow?: Record<string, unknown>[]
  /** `rows`: what one row is called, read before each of its inputs ("figure 2") */
  rowNoun?: string
  optional: boolean
}

/** The form's name of one cell of a `rows` field: `homeHero.2.value`. */
export const cellName = (field: string, row: number, column: string) => `${field}.${row}.${column}`

type Def = {
  type: string
  innerType?: z.ZodType
  element?: z.ZodType
  items?: z.ZodType[]
  entries?: Record<string, string>
  shape?: Record<string, z.ZodType>
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

/** The schema under `.optional()` and `.default()`. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  const def = defOf(schema)
  if ((def.type === 'optional' || def.type === 'default') && def.innerType)
    return { schema: unwrap(def.innerType).schema, optional: true }
  return { schema, optional: false }
}

const shapeOf = (kind: SimpleKind) =>
  (SIMPLE_KIND_SCHEMAS[kind] as unknown as { shape: Record<string, z.ZodType> }).shape

/**
 * A flat record (a figure, a phone, a profile) as the columns of a row: its strings (a choice's
 * too, typed and checked by the schema) and apart its fixed values; null for anything else.
 */
function rowShape(schema: z.ZodType) {
  const shape = defOf(schema).shape
  if (defOf(schema).type !== 'object' || !shape) return null
  const columns: { name: string; optional: boolean }[] = []
  const fixed: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(shape)) {
    const { schema: inner, optional } = unwrap(field)
    const def = defOf(inner) as Def & { values?: unknown[] }
    if (def.type === 'literal') fixed[name] = def.values![0]
    else if (def.type === 'string' || def.type === 'enum') columns.push({ name, optional })
    else return null
  }
  return columns.length ? { columns, fixed } : null
}

/**
 * The `rows` a list or a fixed number of flat records makes, or a flat record of its own where the
 * kind's copy asks for it (`asRow`); null for anything else.
 */
function rowsOf(def: Def, schema: z.ZodType, asRow: boolean): Partial<FieldSpec> | null {
  if (def.type === 'array') {
    const row = rowShape(def.element!)
    return row && { columns: row.columns, fixedEach: row.fixed }
  }
  if (def.type === 'tuple') {
    const rows = def.items!.map(rowShape)
    const first = rows[0]
    if (!first || rows.some((r) => JSON.stringify(r?.columns) !== JSON.stringify(first.columns))) return null
    return { columns: first.columns, fixedByRow: rows.map((r) => r!.fixed) }
  }
  const row = asRow ? rowShape(schema) : null
  return row && { columns: row.columns, fixedEach: row.fixed, single: true }
}

const isString = (schema: z.ZodType) => defOf(schema).type === 'string'

/** Strings longer than this are edited in a text area. */
const LONG_FIELDS = ['description', 'content', 'answer', 'blurb', 'summary', 'whatsappGreeting']

/** The fields of a kind's editor, in the schema's order. */
export function fieldsOf(kind: SimpleKind): FieldSpec[] {
  const copy = kindCopy[kind]
  const specs: FieldSpec[] = []
  for (const [name, field] of Object.entries(shapeOf(kind))) {
    const { schema, optional } = unwrap(field)
    const def = defOf(schema)
    if (def.type === 'literal') continue
    const base = { name, label: copy.labels[name] ?? name, hint: copy.hints?.[name], optional }
    const rows = rowsOf(def, schema, copy.recordRows?.includes(name) ?? false)
    if (def.type === 'string') specs.push({ ...base, type: LONG_FIELDS.includes(name) ? 'long' : 'text' })
    else if (def.type === 'number') specs.push({ ...base, type: 'number' })
    else if (def.type === 'enum')
      specs.push({ ...base, type: 'choice', options: Object.values(def.entries!) })
    else if (def.type === 'array' && isString(def.element!)) specs.push({ ...base, type: 'lines' })
    else if (def.type === 'tuple' && def.items!.every(isString)) specs.push({ ...base, type: 'lines' })
    else if (rows) specs.push({ ...base, type: 'rows', rowNoun: copy.rowNouns?.[name], ...rows })
    else specs.push({ ...base, type: 'yaml' })
  }
  return specs
}

/** The fixed values a kind's schema holds (not fields): kept in every save. */
export function fixedValuesOf(kind: SimpleKind): Record<string, unknown> {
  const fixed: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(shapeOf(kind))) {
    const def = defOf(unwrap(field).schema) as Def & { values?: unknown[] }
    if (def.type === 'literal') fixed[name] = def.values![0]
  }
  return fixed
}

/** An entry's data as the editor's text fields. */
export function formValuesOf(kind: SimpleKind, data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const spec of fieldsOf(kind)) {
    const value = data[spec.name]
    if (value === undefined || value === null) values[spec.name] = ''
    else if (spec.type === 'lines') values[spec.name] = (value as string[]).join('\n')
    else if (spec.type === 'rows')
      (spec.single ? [value as Record<string, string>] : (value as Record<string, string>[])).forEach(
        (row, i) => {
          for (const c of spec.columns!) values[cellName(spec.name, i, c.name)] = row[c.name] ?? ''
        },
      )
    else if (spec.type === 'yaml') values[spec.name] = YAML.stringify(value, { lineWidth: 0 })
    else values[spec.name] = String(value)
  }
  return values
}

/**
 * The editor's text fields as an entry's data, over what the entry held (`base`), or what is wrong
 * with them by field (YAML that does not read, a number that is none). Whether the data makes a
 * publishable entry is the schema's to say (publishProblemsOf).
 */
export function dataFromForm(
  kind: SimpleKind,
  form: Record<string, string>,
  base: Record<string, unknown>,
): { data: Record<string, unknown>; errors: Record<string, string> } {
  const data: Record<string, unknown> = { ...base, ...fixedValuesOf(kind) }
  const errors: Record<string, string> = {}
  for (const spec of fieldsOf(kind)) {
    if (spec.type === 'rows') {
      const rows = rowsFromForm(spec, form).map((row, i) => ({
        ...spec.fixedEach,
        ...spec.fixedByRow?.[i],
        ...row,
      }))
      data[spec.name] = spec.single ? (rows[0] ?? {}) : rows
      continue
    }
    const raw = form[spec.name] ?? ''
    if (spec.optional && !raw.trim()) {
      delete data[spec.name]
      continue
    }
    if (spec.type === 'lines')
      data[spec.name] = raw
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    else if (spec.type === 'number') {
      const n = Number(raw)
      if (raw.trim() === '' || !Number.isFinite(n)) errors[spec.name] = `${spec.label} must be a number.`
      else data[spec.name] = n
    } else if (spec.type === 'yaml') {
      try {
        data[spec.name] = YAML.parse(raw)
      } catch (error) {
        const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line
        errors[spec.name] = `${spec.label} is not valid YAML${line ? ` (line ${line})` : ''}.`
      }
    } else data[spec.name] = raw.trim()
  }
  return { data, errors }
}

/** A `rows` field's items from its cells, as many as the form sent; an optional cell left empty is left out. */
function rowsFromForm(spec: FieldSpec, form: Record<string, string>) {
  const columns = spec.columns!
  const rows: Record<string, string>[] = []
  for (let i = 0; cellName(spec.name, i, columns[0]!.name) in form; i++) {
    const row: Record<string, string> = {}
    for (const c of columns) {
      const value = (form[cellName(spec.name, i, c.name)] ?? '').trim()
      if (value || !c.optional) row[c.name] = value
    }
    rows.push(row)
  }
  return rows
}

/** What stops the data being published, by field, in words the owner can act on; empty when none. */
export function publishProblemsOf(kind: SimpleKind, data: unknown): Record<string, string> {
  const result = SIMPLE_KIND_SCHEMAS[kind].safeParse(data)
  if (result.success) return {}
  const labels = Object.fromEntries(fieldsOf(kind).map((f) => [f.name, f.label]))
  const problems: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const [field = 'form', ...rest] = issue.path.map(String)
    if (problems[field]) continue
    const at = rest.map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : part))
    const where = at.length ? ` (${at.join(', ')})` : ''
    problems[field] = `${labels[field] ?? 'This entry'}${where}: ${issue.message}`
  }
  return problems
}
