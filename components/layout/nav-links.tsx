'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { cn } from '@/lib/cn'
import { isActive, mainNav } from '@/lib/nav'

export function NavLinks({ className, vertical = false }: { className?: string; vertical?: boolean }) {
  const pathname = usePathname()
  return (
    <ul className={cn(vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1', className)}>
      {mainNav.map((item) => {
        const active = isActive(pathname, item.href)
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'relative flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] font-medium transition-colors',
                vertical && 'px-4 text-base',
                active ? 'text-accent' : 'text-fg-muted hover:text-fg',
                active &&
                  !vertical &&
                  'after:bg-accent after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:rounded-full',
                active && vertical && 'bg-accent-soft',
              )}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
