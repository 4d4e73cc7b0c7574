import type { IconName } from '@/content/schema'
import { ContentIcon } from '@/components/ui/content-icon'
import { cn } from '@/lib/cn'

const tones = {
  accent: 'bg-accent-soft text-accent',
  violet: 'bg-violet-soft text-violet',
}

const sizes = {
  md: { card: 'p-6', badge: 'size-11', icon: 'size-5', title: 'mt-4 text-lg' },
  lg: { card: 'p-7', badge: 'size-12', icon: 'size-6', title: 'mt-5 text-xl' },
}

/**
 * An item of a card grid: an icon on a soft tile, a title and a short text, and optionally
 * something at its foot (a link). Rendered as a list item: these cards always come in a list.
 */
export function FeatureCard({
  icon,
  title,
  description,
  tone = 'accent',
  size = 'md',
  heading: Heading = 'h3',
  className,
  descriptionClassName,
  children,
  ...rest
}: {
  icon: IconName
  title: string
  description: string
  tone?: keyof typeof tones
  size?: keyof typeof sizes
  heading?: 'h2' | 'h3'
  className?: string
  descriptionClassName?: string
  children?: React.ReactNode
  'data-testid'?: string
}) {
  const s = sizes[size]
  return (
    <li className={cn('card card-hover', s.card, className)} {...rest}>
      <span className={cn('inline-flex items-center justify-center rounded-xl', tones[tone], s.badge)}>
        <ContentIcon name={icon} className={s.icon} />
      </span>
      <Heading className={cn('font-semibold', s.title)}>{title}</Heading>
      <p className={cn('text-fg-muted mt-2', descriptionClassName)}>{description}</p>
      {children}
    </li>
  )
}
