'use client'

import { useId, useRef, useState } from 'react'

export type TabItem = { key: string; tab: React.ReactNode; panel: React.ReactNode }

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (left/right, or up/down when vertical),
 * Home and End move and select; only the selected tab is in the Tab order. Every panel is
 * rendered, so all content is in the server HTML. Inactive panels are hidden by CSS only when
 * JavaScript runs (`html.js`, app/styles/states-and-motion.css): without it the tab buttons go and every panel,
 * forms included, shows one after another.
 */
export function Tabs({
  label,
  items,
  defaultKey,
  orientation = 'horizontal',
  className,
  listClassName,
  tabClassName,
  panelClassName,
  panelsWrapper = (panels) => panels,
  onChange,
}: {
  label: string
  items: TabItem[]
  defaultKey?: string
  orientation?: 'horizontal' | 'vertical'
  className?: string
  listClassName?: string
  tabClassName?: string
  panelClassName?: string
  panelsWrapper?: (panels: React.ReactNode) => React.ReactNode
  /** called when a tab is chosen with a click or tap */
  onChange?: (key: string) => void
}) {
  const [selected, setSelected] = useState(defaultKey ?? items[0]?.key)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const [prev, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']

  const select = (index: number) => {
    const item = items[index]
    if (!item) return
    setSelected(item.key)
    tabs.current[index]?.focus()
  }
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const n = items.length
    if (e.key === next) select((index + 1) % n)
    else if (e.key === prev) select((index - 1 + n) % n)
    else if (e.key === 'Home') select(0)
    else if (e.key === 'End') select(n - 1)
    else return
    e.preventDefault()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation={orientation} className={listClassName}>
        {items.map((item, i) => {
          const active = item.key === selected
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className={tabClassName}
              onClick={() => {
                select(i)
                onChange?.(item.key)
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.tab}
            </button>
          )
        })}
      </div>
      {panelsWrapper(
        items.map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            tabIndex={0}
            data-state={item.key === selected ? 'active' : 'inactive'}
            className={panelClassName}
          >
            {item.panel}
          </div>
        )),
      )}
    </div>
  )
}
