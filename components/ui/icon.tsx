import { createElement } from 'react'
import type { IconNode } from 'lucide'

type IconProps = {
  /** One of lucide's icons, imported from 'lucide' (its icons as plain data). */
  icon: IconNode
  className?: string
  /** What the icon says when it stands for words; without it the icon is decoration, hidden from screen readers. */
  label?: string
  strokeWidth?: number
}

/**
 * Draws a lucide icon as plain SVG. It has no hooks and no client directive, so a server component
 * sends the browser markup and no script, and a client leaf carries only this function and the
 * icons it draws (lucide-react's component is a client one: every icon on any page brought its
 * script along).
 */
export function Icon({ icon, className, label, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
