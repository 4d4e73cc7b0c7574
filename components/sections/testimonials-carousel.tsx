'use client'

import { ChevronLeft, ChevronRight } from 'lucide'
import { useEffect, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { CAROUSEL_INTERVAL_MS, MOBILE_BREAKPOINT_PX } from '@/lib/constants'
import { cn } from '@/lib/cn'

/**
 * The cards are server-rendered children; this leaf only moves the index. Wide screens show the
 * previous, active (middle) and next card; below 768 px only the active one (pure CSS). Auto-play
 * advances every 5 s at 768 px and wider; any press of an arrow or a dot stops it for good.
 */
export function TestimonialsCarousel({ slides, names }: { slides: React.ReactNode[]; names: string[] }) {
  const count = slides.length
  const [index, setIndex] = useState(0)
  const [autoPlay, setAutoPlay] = useState(true)

  useEffect(() => {
    if (!autoPlay) return
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`)
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)')
    const timer = setInterval(() => {
      if (wide.matches && !calm.matches) setIndex((i) => (i + 1) % count)
    }, CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [autoPlay, count])

  const go = (next: number) => {
    setAutoPlay(false)
    setIndex(((next % count) + count) % count)
  }
  const position = (i: number) => {
    const d = (i - index + count) % count
    return d === 0 ? 'active' : d === 1 ? 'next' : d === count - 1 ? 'prev' : 'off'
  }

  const arrow = 'btn btn-secondary size-11 shrink-0 rounded-full p-0'
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Client testimonials">
      <div className="flex items-center gap-4">
        <button
          type="button"
          className={cn(arrow, 'hidden md:inline-flex')}
          aria-label="Previous testimonial"
          onClick={() => go(index - 1)}
        >
          <Icon icon={ChevronLeft} className="size-5" />
        </button>
        <ul
          className="grid flex-1 grid-cols-1 items-stretch gap-4 md:grid-cols-3"
          aria-live={autoPlay ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => {
            const pos = position(i)
            return (
              <li
                key={names[i]}
                data-position={pos}
                aria-hidden={pos !== 'active' ? true : undefined}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                className={cn(
                  'transition-[opacity,transform] duration-300',
                  pos === 'off' && 'hidden',
                  pos === 'prev' && 'hidden md:order-1 md:block md:scale-[0.96]',
                  pos === 'active' &&
                    '[&>figure]:border-accent/60 [&>figure]:ring-accent/40 md:order-2 [&>figure]:ring-1',
                  pos === 'next' && 'hidden md:order-3 md:block md:scale-[0.96]',
                )}
              >
                {slide}
              </li>
            )
          })}
        </ul>
        <button
          type="button"
          className={cn(arrow, 'hidden md:inline-flex')}
          aria-label="Next testimonial"
          onClick={() => go(index + 1)}
        >
          <Icon icon={ChevronRight} className="size-5" />
        </button>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={cn(arrow, 'md:hidden')}
          aria-label="Previous testimonial"
          onClick={() => go(index - 1)}
        >
          <Icon icon={ChevronLeft} className="size-5" />
        </button>
        <div className="flex flex-wrap justify-center" role="group" aria-label="Choose a testimonial">
          {names.map((name, i) => (
            <button
              key={name}
              type="button"
              aria-label={`Show testimonial ${i + 1}: ${name}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              className="group inline-flex size-8 items-center justify-center"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all',
                  i === index ? 'bg-accent w-6' : 'bg-border-strong group-hover:bg-fg-subtle w-2',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={cn(arrow, 'md:hidden')}
          aria-label="Next testimonial"
          onClick={() => go(index + 1)}
        >
          <Icon icon={ChevronRight} className="size-5" />
        </button>
      </div>
    </div>
  )
}
