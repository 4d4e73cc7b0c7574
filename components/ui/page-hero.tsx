import { cn } from '@/lib/cn'

/**
 * A page's opening words: the eyebrow, the page's one h1 and its lead paragraph, then what the
 * page adds under them (a booking button, figures).
 */
export function PageHero({
  id,
  eyebrow,
  title,
  lead,
  className,
  leadClassName,
  children,
}: {
  /** The h1's id, which the hero's section is labelled by. */
  id: string
  eyebrow: string
  title: React.ReactNode
  lead: string
  className?: string
  leadClassName?: string
  children?: React.ReactNode
}) {
  return (
    <div className={className}>
      <p className="eyebrow">{eyebrow}</p>
      <h1 id={id} className="h-hero mt-3">
        {title}
      </h1>
      <p className={cn('text-fg-muted mt-5 text-lg', leadClassName)}>{lead}</p>
      {children}
    </div>
  )
}

/** A title whose last words are drawn in the accent gradient. */
export function HighlightedTitle({ start, highlight }: { start: string; highlight: string }) {
  return (
    <>
      {`${start} `}
      <span className="text-gradient">{highlight}</span>
    </>
  )
}
