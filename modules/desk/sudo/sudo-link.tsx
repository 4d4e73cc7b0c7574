'use client'

import { askToConfirm, sudoActive } from './store'

/**
 * A link to something that needs sudo mode (an export): followed at once while the session is
 * confirmed, else after the confirmation. Without JavaScript the server sends the browser to the
 * confirmation page, which comes back to the link.
 */
export function SudoLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={async (e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
        e.preventDefault()
        if ((await sudoActive()) || (await askToConfirm())) window.location.assign(href)
      }}
    >
      {children}
    </a>
  )
}
