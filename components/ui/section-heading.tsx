import { cn } from '@/lib/cn'

export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = 'center',
  as: As = 'h2',
}: {
  eyebrow?: string
  title: React.ReactNode
  lead?: string
  id?: string
  align?: 'center' | 'left'
  as?: 'h1' | 'h2'
}) {
  return (
    <div className={cn('mb-12 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <As id={id} className={As === 'h1' ? 'h-hero' : 'h-section'}>
        {title}
      </As>
      {lead ? <p className="text-fg-muted mt-4 text-lg">{lead}</p> : null}
    </div>
  )
}
