'use client'

import { useEffect, useRef } from 'react'

/**
 * A soft glow that follows the pointer over the hero: a CSS variable written in
 * requestAnimationFrame, only while the pointer is over the parent. Hidden under reduced motion.
 */
export function HeroGlow() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const glow = ref.current
    const area = glow?.parentElement
    if (!glow || !area) return
    let frame = 0
    let x = 0
    let y = 0
    const paint = () => {
      frame = 0
      glow.style.setProperty('--glow-x', `${x}px`)
      glow.style.setProperty('--glow-y', `${y}px`)
    }
    const onMove = (e: PointerEvent) => {
      if (e.pointerType === 'touch') return
      const rect = area.getBoundingClientRect()
      x = e.clientX - rect.left
      y = e.clientY - rect.top
      if (!frame) frame = requestAnimationFrame(paint)
    }
    // A finger has no hover: tapping the hero must not leave a glow behind.
    const onEnter = (e: PointerEvent) => {
      if (e.pointerType !== 'touch') glow.setAttribute('data-active', '')
    }
    const onLeave = () => glow.removeAttribute('data-active')
    area.addEventListener('pointermove', onMove, { passive: true })
    area.addEventListener('pointerenter', onEnter)
    area.addEventListener('pointerleave', onLeave)
    return () => {
      area.removeEventListener('pointermove', onMove)
      area.removeEventListener('pointerenter', onEnter)
      area.removeEventListener('pointerleave', onLeave)
      cancelAnimationFrame(frame)
    }
  }, [])
  return (
    <div
      ref={ref}
      aria-hidden
      data-testid="hero-glow"
      className="hero-glow pointer-events-none absolute inset-0 opacity-0 transition-opacity duration-500 data-[active]:opacity-100"
      style={{
        background:
          'radial-gradient(480px circle at var(--glow-x, 50%) var(--glow-y, 30%), var(--glow), transparent 70%)',
      }}
    />
  )
}
