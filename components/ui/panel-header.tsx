import type { IconNode } from 'lucide'
import { Icon } from '@/components/ui/icon'

/** How far a header's description runs: the panel's width, a reading measure, or a wider one. */
const DESCRIPTION = {
  full: 'text-fg-muted text-sm',
  prose: 'text-fg-muted max-w-prose text-sm',
  wide: 'text-fg-muted max-w-3xl text-sm',
} as const

/**
 * The heading of a desk page or of a section in one, with what it is for beneath and an action
 * beside it where there is one. Level 2 is the page's title: with more than the title it is a
 * `<header>` of its own (`children` add to it below the description). Level 3 names a section
 * (give `id` to its `aria-labelledby`); its description follows as the section's next paragraph.
 */
export function PanelHeader({
  level = 3,
  id,
  title,
  icon,
  description,
  measure = 'full',
  action,
  children,
}: {
  level?: 2 | 3
  id?: string
  title: React.ReactNode
  /** An icon before a section's title, in the accent colour. */
  icon?: IconNode
  description?: React.ReactNode
  measure?: keyof typeof DESCRIPTION
  action?: React.ReactNode
  children?: React.ReactNode
}) {
  const text = description ? <p className={DESCRIPTION[measure]}>{description}</p> : null
  if (level === 2) {
    const heading = (
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
    )
    if (!text && !children && !action) return heading
    const parts = (
      <>
        {heading}
        {text}
        {children}
      </>
    )
    return action ? (
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">{parts}</div>
        {action}
      </header>
    ) : (
      <header className="grid gap-2">{parts}</header>
    )
  }
  const heading = (
    <h3 id={id} className={icon ? 'flex items-center gap-2 text-lg font-semibold' : 'text-lg font-semibold'}>
      {icon ? <Icon icon={icon} className="text-accent size-5" /> : null}
      {title}
    </h3>
  )
  return (
    <>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {text}
      {children}
    </>
  )
}
