import { cn } from '@/lib/cn'

/**
 * A call to action on a card: a title, a line of text and the actions (booking button, links).
 * `split` sets the copy beside the actions on the accent-to-violet wash, inside a section;
 * `center` centres everything, at section size (`lg`) or beside an article (`md`), optionally
 * with a glow from the top edge. The actions stack full-width on phones and sit in a row from
 * 640 px; a single action that should keep its own width gives itself `self-center`.
 */
export function CtaCard({
  title,
  text,
  id,
  heading: Heading = 'h2',
  layout = 'center',
  size = 'lg',
  glow = false,
  className,
  children,
}: {
  title: string
  text: string
  id?: string
  heading?: 'h2' | 'h3'
  layout?: 'split' | 'center'
  size?: 'md' | 'lg'
  glow?: boolean
  className?: string
  children: React.ReactNode
}) {
  if (layout === 'split')
    return (
      <div
        className={cn(
          'card flex flex-col items-start justify-between gap-6 overflow-hidden bg-[linear-gradient(120deg,var(--accent-soft),var(--violet-soft))] p-8 md:flex-row md:items-center',
          className,
        )}
      >
        <div className="max-w-xl">
          <Heading id={id} className="text-2xl font-semibold">
            {title}
          </Heading>
          <p className="text-fg-muted mt-2">{text}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    )
  const lg = size === 'lg'
  const body = (
    <>
      <Heading id={id} className={lg ? 'h-section' : 'text-2xl font-semibold'}>
        {title}
      </Heading>
      <p className={cn('text-fg-muted mx-auto', lg ? 'mt-3 max-w-2xl' : 'mt-2 max-w-xl')}>{text}</p>
      <div className={cn('flex flex-col justify-center gap-3 sm:flex-row', lg ? 'mt-8' : 'mt-6')}>
        {children}
      </div>
    </>
  )
  return (
    <div
      className={cn('card p-8 text-center', lg && 'md:p-12', glow && 'relative overflow-hidden', className)}
    >
      {glow ? (
        <>
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,var(--glow),transparent)]"
          />
          <div className="relative">{body}</div>
        </>
      ) : (
        body
      )}
    </div>
  )
}
