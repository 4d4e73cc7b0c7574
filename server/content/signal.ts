import 'server-only'
import { createClient } from 'redis'
import { env } from '@/server/env'

// How the other processes learn that pages were made again (server/content/pages.ts). The pages
// themselves are in the database (content_pages); this only says "look now". With REDIS_URL, a
// process that made pages publishes on a channel every process listens to, so the others look at
// once; the database is still looked at now and then, for a message missed while Redis was away.
// Without it, every process looks every second.

/** The channel, one per build: processes serving another build keep their own pages. */
const channelOf = (buildId: string) => `vantage:content-pages:${buildId}`

/** How often a process that hears from Redis still looks in the database itself. */
const SAFETY_LOOK_MS = 30_000

type Client = ReturnType<typeof createClient>
/**
 * The connections, one pair per process: kept on globalThis because Next bundles the desk's
 * actions (which publish) apart from the start-up (which listens and closes), each with its own
 * copy of this module.
 */
const connections = ((
  globalThis as { vantageRedis?: { publisher: Client | null; subscriber: Client | null } }
).vantageRedis ??= { publisher: null, subscriber: null })
let lastLook = 0

/**
 * Whether the database should be looked at now: every time without Redis (the caller runs every
 * second), otherwise only when nothing was heard for a while (a message missed while Redis was away).
 */
export function dueForLook() {
  if (!connections.subscriber?.isReady || Date.now() - lastLook >= SAFETY_LOOK_MS) {
    lastLook = Date.now()
    return true
  }
  return false
}

/**
 * A client that connects in the background and reconnects by itself; while it is away the
 * database is polled every second (dueForLook). Each new problem is logged once, never the URL
 * (it may carry a password).
 */
function client(role: string) {
  const c = createClient({
    url: env.REDIS_URL,
    socket: { connectTimeout: 2_000, reconnectStrategy: (tries: number) => Math.min(tries * 200, 5_000) },
  })
  let said = ''
  c.on('error', (error: Error) => {
    if (error.message !== said) console.error(`Content: Redis (${role}) unavailable: ${error.message}`)
    said = error.message
  })
  c.on('ready', () => (said = ''))
  return c
}

/**
 * Listens for other processes' pages and calls `look` on each message. Never waits for Redis: a
 * site whose Redis is away starts regardless and polls the database until it is back.
 */
export function listenForPages(buildId: string, look: () => Promise<void>) {
  if (!env.REDIS_URL || connections.subscriber) return
  const subscriber = (connections.subscriber = client('subscribe'))
  const onMessage = () => {
    lastLook = Date.now()
    look().catch((error: unknown) => console.error('Content: pages announced by Redis not loaded:', error))
  }
  subscriber.connect().catch(() => {})
  // Subscribed once connected; the client subscribes again after each reconnection.
  void subscriber.subscribe(channelOf(buildId), onMessage).catch(() => {})
}

/**
 * The publishing connection, made on first use (waiting for it at most a second); null while
 * Redis is away (the others then find the pages by polling).
 */
async function readyPublisher() {
  if (connections.publisher) return connections.publisher.isReady ? connections.publisher : null
  const publisher = (connections.publisher = client('publish'))
  publisher.connect().catch(() => {})
  // Only the first connection is waited for; later, a Redis that is away costs nothing.
  const ready = new Promise<boolean>((resolve) => publisher.once('ready', () => resolve(true)))
  return (await Promise.race([ready, new Promise((r) => setTimeout(r, 1_000, false))])) ? publisher : null
}

/** Tells the other processes that pages of this build were made or taken down. */
export async function announcePages(buildId: string) {
  if (!env.REDIS_URL) return
  const publisher = await readyPublisher()
  if (!publisher) return
  try {
    await publisher.publish(channelOf(buildId), 'pages')
  } catch (error) {
    console.error(
      `Content: Redis publish failed (${(error as Error).message}); others find the pages by polling.`,
    )
  }
}

/** Closes the connections at shutdown. */
export async function closeSignal() {
  for (const c of [connections.subscriber, connections.publisher]) {
    if (c?.isReady) await c.close().catch(() => {})
    else if (c?.isOpen) c.destroy()
  }
  connections.subscriber = connections.publisher = null
}
