// One exported file read back and checked: its YAML, its status, its kind's schema, an article's
// body blocks and its slug. Every problem names the file and, where the parser or the data gives
// one, the line. A problem never quotes the file: content may be unpublished, and the output of a
// command may end up in a log.
import YAML, { LineCounter } from 'yaml'
import { z } from 'zod'
import { CONTENT_STATES, type ContentKind } from '@/lib/content-kinds'
import { KIND_FILES, META_FIELDS, splitArticle, type EntryFile } from './content-format'
import { dataProblems, slugProblem, type DataProblem } from './content-rules'

export type Problem = { file: string; line?: number; message: string }
/** An entry as its file gave it, with the file's path within the folder. */
export type ReadEntry = EntryFile & { file: string }

type Path = (string | number)[]

const metaSchema = z
  .object({
    status: z.enum(CONTENT_STATES, 'status: must be draft, scheduled, published or unpublished'),
    publishAt: z.iso
      .datetime('publishAt: must be a time in ISO 8601 with a Z, such as 2025-10-01T04:30:00.000Z')
      .optional(),
  })
  .refine((m) => (m.status === 'scheduled') === (m.publishAt !== undefined), {
    message: 'publishAt: give it with status scheduled, and only then',
  })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** YAML parsed into its value, with the line of any field in it; or the parser's problems. */
type Parsed = { value: unknown; lineAt: (at: Path) => number | undefined }

/** Parses YAML that starts on line `firstLine` of its file. */
function parseYaml(source: string, firstLine: number, file: string): Parsed | Problem[] {
  const lines = new LineCounter()
  const doc = YAML.parseDocument(source, { prettyErrors: false, lineCounter: lines })
  const lineOfOffset = (offset: number) => lines.linePos(offset).line + firstLine - 1
  if (doc.errors.length)
    return doc.errors.map((error) => ({
      file,
      line: lineOfOffset(error.pos[0]),
      // The parser's own words, without the excerpt of the file a pretty error would add.
      message: `not valid YAML: ${error.message.split('\n')[0]}`,
    }))
  const lineAt = (at: Path) => {
    // The deepest part of the path the file has: a missing field is shown at its parent.
    for (let depth = at.length; depth > 0; depth--) {
      const node = doc.getIn(at.slice(0, depth), true) as { range?: [number, number, number] } | undefined
      if (node?.range) return lineOfOffset(node.range[0])
    }
    return undefined
  }
  return { value: doc.toJS(), lineAt }
}

/** An article's body as its file holds it: the text and the line it starts on. */
type Body = { text: string; line: number }

/** The front matter (or the whole YAML file) parsed, and an article's body beside it. */
type Source = { parsed: Parsed; body: Body | null }

function parseSource(kind: ContentKind, text: string, file: string): Source | Problem[] {
  if (kind !== 'article') {
    const parsed = parseYaml(text, 1, file)
    return Array.isArray(parsed) ? parsed : { parsed, body: null }
  }
  const parts = splitArticle(text)
  if (typeof parts === 'string') return [{ file, line: 1, message: parts }]
  // The front matter starts on the file's second line, after its opening "---".
  const parsed = parseYaml(parts.frontMatter, 2, file)
  return Array.isArray(parsed) ? parsed : { parsed, body: { text: parts.body, line: parts.bodyLine } }
}

/** Where a data problem is: a line of the body (counted within it) or the field's line. */
function problemAt(problem: DataProblem, parsed: Parsed, body: Body | null, file: string): Problem {
  const field = problem.path?.length ? `${problem.path.join('.')}: ` : ''
  if (problem.line !== undefined && body)
    return { file, line: body.line + problem.line - 1, message: problem.message }
  const line = problem.path?.[0] === 'body' && body ? body.line : parsed.lineAt(problem.path ?? [])
  return { file, line, message: `${field}${problem.message}` }
}

/** What one file gave: its entry when it has no problem, and the slug its data claims. */
export type Read = {
  kind: ContentKind
  file: string
  entry: ReadEntry | null
  problems: Problem[]
  claim: string
}

/**
 * One file read and checked. `name` is the file's name without its extension: the entry's slug,
 * which a kind whose data holds its slug (an article's `slug`, a role's `id`) must repeat; `claim`
 * is the slug the data names, to find two files that claim one entry.
 */
export function readEntry(kind: ContentKind, name: string, file: string, text: string): Read {
  const source = parseSource(kind, text, file)
  if (Array.isArray(source)) return { kind, file, entry: null, problems: source, claim: name }
  const { parsed, body } = source
  if (!isRecord(parsed.value))
    return {
      kind,
      file,
      entry: null,
      problems: [{ file, message: 'must be a YAML mapping of fields (name: value)' }],
      claim: name,
    }
  const problems: Problem[] = []
  const meta = metaSchema.safeParse(parsed.value)
  if (!meta.success)
    for (const issue of meta.error.issues)
      problems.push({ file, line: parsed.lineAt(issue.path as Path), message: issue.message })
  const metaFields: readonly string[] = META_FIELDS
  const data = Object.fromEntries(Object.entries(parsed.value).filter(([key]) => !metaFields.includes(key)))
  if (body) {
    if ('body' in data)
      problems.push({ file, line: parsed.lineAt(['body']), message: 'body: write it below the front matter' })
    data.body = body.text
  }
  const { slugField } = KIND_FILES[kind]
  const claimed = slugField ? data[slugField] : name
  if (claimed !== name)
    problems.push({
      file,
      line: parsed.lineAt([slugField!]),
      message: `${slugField}: must be the file's name without its extension ("${name}")`,
    })
  const wrongSlug = slugProblem(kind, name)
  if (wrongSlug) problems.push({ file, message: wrongSlug })
  if (meta.success)
    for (const problem of dataProblems(kind, meta.data.status, data))
      problems.push(problemAt(problem, parsed, body, file))
  const claim = typeof claimed === 'string' ? claimed : name
  if (problems.length || !meta.success) return { kind, file, entry: null, problems, claim }
  const entry = {
    kind,
    slug: name,
    status: meta.data.status,
    // One spelling of the time: the scheduler compares the stored times as text.
    publishAt: meta.data.publishAt ? new Date(meta.data.publishAt).toISOString() : null,
    data,
    file,
  }
  return { kind, file, entry, problems, claim }
}
