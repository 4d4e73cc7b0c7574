// The files `npm run content` writes and reads: where each kind's entries go, and how one entry
// becomes the text of its file and back. An article is Markdown with YAML front matter (its fields,
// then its body as it is stored, byte for byte); every other kind is one YAML file per entry.
import { readFile } from 'node:fs/promises'
import YAML from 'yaml'
import type { ContentKind, ContentState } from '@/lib/content-kinds'

/** A refusal the operator can act on (a wrong folder, a missing argument): printed without a stack. */
export class UsageError extends Error {}

/** Dotfiles and folders (`.git`, `.DS_Store`) belong to the tools around a folder, not to its content. */
export const isHidden = (name: string) => name.startsWith('.')

/** The file an export leaves at the top of its folder, by which a later export knows its own. */
export const MANIFEST = 'content-export.json'
export const FORMAT = { format: 'vantage-edge-content', version: 1 } as const

/** Whether a manifest is of an export this command can read: this format, this version or earlier. */
export async function isOurManifest(file: string): Promise<boolean> {
  try {
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<typeof FORMAT>
    return manifest.format === FORMAT.format && Number(manifest.version) <= FORMAT.version
  } catch {
    // Missing, unreadable or not JSON: not ours.
    return false
  }
}

/** The media library's images and their list (scripts/content-media.ts), beside the entries. */
export const MEDIA_FOLDER = 'media'

/** Where a kind's files go, and the field of its data that holds its slug (when it has one). */
export const KIND_FILES: Record<
  ContentKind,
  { folder: string; extension: '.md' | '.yaml'; slugField?: string }
> = {
  article: { folder: 'articles', extension: '.md', slugField: 'slug' },
  role: { folder: 'roles', extension: '.yaml', slugField: 'id' },
  project: { folder: 'projects', extension: '.yaml' },
  testimonial: { folder: 'testimonials', extension: '.yaml' },
  faq: { folder: 'faqs', extension: '.yaml' },
  service: { folder: 'services', extension: '.yaml', slugField: 'slug' },
  card: { folder: 'cards', extension: '.yaml' },
  facts: { folder: 'facts', extension: '.yaml' },
  figures: { folder: 'figures', extension: '.yaml' },
}

/** An entry as a file holds it: its state, its schedule, its data. */
export type EntryFile = {
  kind: ContentKind
  slug: string
  status: ContentState
  /** when a scheduled entry goes live (ISO 8601, UTC); only with status `scheduled` */
  publishAt: string | null
  data: Record<string, unknown>
}

/** The fields a file adds to the entry's own data. */
export const META_FIELDS = ['status', 'publishAt'] as const

/**
 * The front matter's order: what a reader looks for first (title to date, then the status), then
 * the rest. Fields an article has beyond these keep their stored order after them.
 */
const ARTICLE_ORDER = [
  'title',
  'slug',
  'summary',
  'category',
  'tags',
  'date',
  'status',
  'publishAt',
  'author',
  'readTime',
  'categoryColor',
  'type',
  'heroImage',
  'cover',
  'coverAlt',
  'likes',
  'articleLikes',
]

/** No folding of long lines: a paragraph stays one line, as it was typed. */
const yamlText = (value: unknown) => YAML.stringify(value, { lineWidth: 0 })

export const filePath = (kind: ContentKind, slug: string) =>
  `${KIND_FILES[kind].folder}/${slug}${KIND_FILES[kind].extension}`

const metaOf = (entry: EntryFile) => ({
  status: entry.status,
  ...(entry.publishAt ? { publishAt: entry.publishAt } : {}),
})

/** The text of an entry's file. */
export function fileText(entry: EntryFile): string {
  if (entry.kind !== 'article') return yamlText({ ...metaOf(entry), ...entry.data })
  const { body, ...fields } = entry.data
  const all: Record<string, unknown> = { ...fields, ...metaOf(entry) }
  const ordered = Object.fromEntries([
    ...ARTICLE_ORDER.filter((key) => key in all).map((key) => [key, all[key]]),
    ...Object.entries(all).filter(([key]) => !ARTICLE_ORDER.includes(key)),
  ])
  return `---\n${yamlText(ordered)}---\n${String(body ?? '')}`
}

/** An article file cut into its front matter and its body, with the line the front matter starts on. */
export type ArticleParts = { frontMatter: string; body: string; bodyLine: number }

const OPENING = /^---\r?\n/
const CLOSING = /^---\r?$/m

/** Splits an article file, or says why it cannot. */
export function splitArticle(text: string): ArticleParts | string {
  const opening = OPENING.exec(text)
  if (!opening) return 'the file must begin with a line "---" that opens the front matter'
  const rest = text.slice(opening[0].length)
  const closing = CLOSING.exec(rest)
  if (!closing) return 'the front matter is not closed by a line "---"'
  const frontMatter = rest.slice(0, closing.index)
  const after = rest.slice(closing.index + closing[0].length)
  // The body starts after the closing line's line break (none when the file ends there).
  const body = after.startsWith('\n') ? after.slice(1) : after
  return { frontMatter, body, bodyLine: frontMatter.split('\n').length + 2 }
}
