import type { Project } from '@/content/schema'

const badge: Partial<Record<Project['type'], string>> = {
  'Mobile Application': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  'Web Application': 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-200',
  'Web & Mobile Application': 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-200',
  'SaaS Platform': 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  'Enterprise Software': 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200',
}
const fallback = 'bg-slate-200 text-slate-800 dark:bg-slate-400/15 dark:text-slate-200'

/** Badge colour by project type; any other type gets the neutral default. */
export function projectBadgeClass(type: string) {
  return badge[type as Project['type']] ?? fallback
}
