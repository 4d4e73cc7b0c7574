import { Fragment } from 'react'
import type { Inline } from '@/content/desk/inline'

const CODE_WRAP = { anywhere: 'break-all', never: 'whitespace-nowrap' } as const

/** Draws a sentence of content/desk with its inline code and links; the page draws the link. */
export function InlineText({
  text,
  link,
}: {
  text: Inline
  link?: (text: string, href?: string) => React.ReactNode
}) {
  return text.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : 'code' in part ? (
      <code key={i} className={part.wrap ? CODE_WRAP[part.wrap] : undefined}>
        {part.code}
      </code>
    ) : (
      <Fragment key={i}>{link ? link(part.link, part.href) : part.link}</Fragment>
    ),
  )
}
