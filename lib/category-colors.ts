import type { PostFrontMatter } from '@/content/schema'

/** Category label colours, AA contrast in both themes. */
export const categoryClass: Record<PostFrontMatter['categoryColor'], string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200',
  cyan: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-400/15 dark:text-cyan-200',
  emerald: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-400/15 dark:text-pink-200',
  rose: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/15 dark:text-indigo-200',
}

export function formatDate(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** "Priya Nair, E-commerce Lead": the author's name, and their role when the byline gives one. */
export function bylineOf(byline: string) {
  const [name = byline, ...role] = byline.split(',')
  return { name: name.trim(), role: role.join(',').trim() || null }
}
