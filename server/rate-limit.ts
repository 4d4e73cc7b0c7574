import 'server-only'

type Window = { count: number; resetAt: number }

const globalForLimits = globalThis as unknown as { __rateLimits?: Map<string, Window> }
const windows = (globalForLimits.__rateLimits ??= new Map())
let lastSweep = Date.now()

/**
 * Fixed-window counter per key (e.g. `contact:203.0.113.9`), in this process's memory: enough
 * for one server; several servers behind a balancer each count their own share.
 */
export function rateLimit(key: string, max: number, windowMs = 60_000) {
  const now = Date.now()
  if (now - lastSweep > windowMs) {
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
    lastSweep = now
  }
  let w = windows.get(key)
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + windowMs }
    windows.set(key, w)
  }
  if (w.count >= max) return { allowed: false, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) }
  w.count += 1
  return { allowed: true, retryAfterSeconds: 0 }
}
