import 'server-only'
import { db, now } from '@/server/db'
import { isDatabaseUnavailable, logDatabaseFault } from '@/server/db/faults'
import { serialRun } from '@/server/serial-run'
import type { WebhookEndpointsTable } from '@/server/db/schema'
import { env } from '@/server/env'
import { flushMail, notificationsEnabled, queueMail } from '@/server/mail'
import { deskPagePath } from '@/lib/constants'
import { CLAIM_MS, postDelivery, type Answer, type NoAnswer } from './post'
import { sweepDeliveries } from './queue'
import { signedHeaders } from './signature'
import { chatBody, chatLine, COALESCE_MS, serviceOf, type ChatLead } from './chat'

/**
 * When a failed delivery is tried again, after the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h and 10 h (each give or take a tenth, so that a receiver back from an outage is not met by
 * every delivery at once); after the last, it has failed. A Retry-After the receiver sends is
 * honoured when it asks for longer.
 */
export const RETRY_DELAYS_MS = [5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6]
const JITTER = 0.1
/** An endpoint whose deliveries have failed this long is disabled, and the administrator told. */
export const FAILING_LIMIT_MS = 5 * 24 * 3600e3
const BATCH = 20
const SWEEP_EVERY_MS = 3600e3

/** The delay before attempt `attempts + 1`, or null when there is none left. */
export function retryDelay(attempts: number, retryAfterMs: number | null, random = Math.random()) {
  const base = RETRY_DELAYS_MS[attempts - 1]
  if (base === undefined) return null
  const scheduled = base * env.WEBHOOK_RETRY_SCALE * (1 + JITTER * (2 * random - 1))
  return Math.round(Math.max(scheduled, Math.min(retryAfterMs ?? 0, RETRY_DELAYS_MS.at(-1)!)))
}

/** The secrets a delivery is signed with now: the current one, and the previous while it lasts. */
export function secretsInForce(
  endpoint: Pick<WebhookEndpointsTable, 'secret' | 'previous_secret' | 'previous_until'>,
) {
  const previous =
    endpoint.previous_secret && endpoint.previous_until && endpoint.previous_until > now()
      ? [endpoint.previous_secret]
      : []
  return [...(endpoint.secret ? [endpoint.secret] : []), ...previous]
}

type Due = Awaited<ReturnType<typeof dueDeliveries>>[number]

/** How far ahead deliveries count as due: now, or (`joining` a chat hook's message) a second on. */
const dueBy = (joining?: string) => new Date(Date.now() + (joining ? COALESCE_MS : 0)).toISOString()

/** The deliveries due by `until`, or (`joining` a chat hook's message) its lines queued since. */
function dueDeliveries(until: string, joining?: string) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select([
      'd.id',
      'd.body',
      'd.attempts',
      'd.next_attempt_at',
      'd.endpoint_id',
      'e.kind',
      'e.url',
      'e.secret',
      'e.previous_secret',
      'e.previous_until',
      'e.failing_since',
    ])
    .where('e.disabled_at', 'is', null)
    .where('d.next_attempt_at', '<=', until)
  if (joining) query = query.where('d.endpoint_id', '=', joining).where('d.attempts', '=', 0)
  return query.orderBy('d.next_attempt_at').limit(BATCH).execute()
}

/** A delivery this server claimed, until `claimedUntil` (its result is saved only while it holds). */
type Claimed = Due & { claimedUntil: string }

/**
 * Claims deliveries for this server to send, in one statement: those still due by `until` (one
 * another server claimed meanwhile is due later, at the end of its claim). Answers the claimed,
 * with their attempts as the claim found them.
 */
async function claim(deliveries: Due[], until: string) {
  if (!deliveries.length) return []
  const claimedUntil = new Date(Date.now() + CLAIM_MS).toISOString()
  const rows = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: claimedUntil })
    .where(
      'id',
      'in',
      deliveries.map((d) => d.id),
    )
    .where('next_attempt_at', '<=', until)
    .returning(['id', 'attempts'])
    .execute()
  const attempts = new Map(rows.map((r) => [r.id, r.attempts]))
  return deliveries.flatMap((d): Claimed[] =>
    attempts.has(d.id) ? [{ ...d, attempts: attempts.get(d.id)!, claimedUntil }] : [],
  )
}

/** An attempt that could not even be made (an unusable secret, say) counts as a failed one. */
const unmade = (error: unknown): NoAnswer => ({
  status: null,
  ms: 0,
  error: error instanceof Error ? error.message : String(error),
  refused: false,
})

/** Sends one claimed webhook delivery and records what came of it. */
async function attempt(delivery: Claimed) {
  let answer: Answer | NoAnswer
  try {
    const timestamp = Math.floor(Date.now() / 1000)
    const headers = signedHeaders(secretsInForce(delivery), delivery.id, timestamp, delivery.body)
    answer = await postDelivery(delivery.url, headers, delivery.body, {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    })
  } catch (error) {
    answer = unmade(error)
  }
  await settle(delivery, answer)
}

/** Sends the claimed lines of one chat hook as one message, and records what came of it for each. */
async function attemptChat(lines: Claimed[]) {
  const [first] = lines
  if (!first) return
  let answer: Answer | NoAnswer
  try {
    const service = serviceOf(first.url)
    const body = chatBody(
      lines.map((d) => chatLine(JSON.parse(d.body) as ChatLead, service)),
      service,
    )
    answer = await postDelivery(first.url, {}, body, { allowPrivate: env.WEBHOOK_ALLOW_PRIVATE })
  } catch (error) {
    answer = unmade(error)
  }
  for (const delivery of lines) await settle(delivery, answer)
}

const ok = (answer: Answer | NoAnswer) =>
  answer.status !== null && answer.status >= 200 && answer.status < 300

async function settle(delivery: Claimed, answer: Answer | NoAnswer) {
  const attempts = delivery.attempts + 1
  const at = now()
  const last = {
    attempts,
    last_status: answer.status,
    last_ms: answer.ms,
    last_response: answer.status === null ? null : answer.head,
    last_error: answer.status === null ? answer.error.slice(0, 300) : null,
  }
  const gone = answer.status === 410
  const delay =
    ok(answer) || gone ? null : retryDelay(attempts, answer.status === null ? null : answer.retryAfterMs)
  const saved = await db
    .updateTable('webhook_deliveries')
    .set({
      ...last,
      delivered_at: ok(answer) ? at : null,
      failed_at: !ok(answer) && delay === null ? at : null,
      next_attempt_at: delay === null ? null : new Date(Date.now() + delay).toISOString(),
    })
    .where('id', '=', delivery.id)
    // Only while this server's claim holds: past it, another server may have sent it since.
    .where('next_attempt_at', '=', delivery.claimedUntil)
    .executeTakeFirst()
  if (Number(saved.numUpdatedRows) !== 1) return
  if (ok(answer)) {
    if (delivery.failing_since)
      await db
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where('id', '=', delivery.endpoint_id)
        .execute()
    return
  }
  if (gone)
    return disable(delivery.endpoint_id, 'The receiver answered 410 Gone: it no longer wants these events.')
  const since = delivery.failing_since ?? at
  if (!delivery.failing_since)
    await db
      .updateTable('webhook_endpoints')
      .set({ failing_since: at })
      .where('id', '=', delivery.endpoint_id)
      .where('failing_since', 'is', null)
      .execute()
  if (Date.now() - Date.parse(since) >= FAILING_LIMIT_MS)
    await disable(delivery.endpoint_id, 'Its deliveries failed for 5 days.')
}

/**
 * Disables an endpoint, once, with the reason the desk shows, and tells the administrator by e-mail
 * (with notifications on): what was queued for it waits until it is enabled again.
 */
async function disable(endpointId: string, reason: string) {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: now(), disabled_reason: reason, updated_at: now() })
    .where('id', '=', endpointId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1 || !notificationsEnabled()) return
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('url')
    .where('id', '=', endpointId)
    .executeTakeFirst()
  await queueMail(db, {
    to: env.NOTIFY_EMAIL!,
    kind: 'notification',
    subject: 'A webhook endpoint was disabled',
    body: [
      `The webhook endpoint ${endpoint?.url ?? endpointId} was disabled.`,
      '',
      reason,
      '',
      `Events for it wait until it is enabled again: ${deskPagePath('integrations')}`,
    ].join('\n'),
  })
  void flushMail()
}

/** The attempts under way: a slow receiver holds up nothing but its own delivery. */
const inflight = new Set<Promise<void>>()
const MAX_IN_FLIGHT = 50

/** Claims what is due now (one batch) and starts sending it; answers whether more may be waiting. */
async function deliverDue() {
  if (inflight.size >= MAX_IN_FLIGHT) return false
  const until = dueBy()
  const due = await dueDeliveries(until)
  const claimed = await claim(due, until)
  for (const delivery of claimed) if (delivery.kind === 'webhook') start(delivery.id, attempt(delivery))
  // A chat hook's lines go together: those due, and those queued within the second after them.
  const chats = new Set(claimed.filter((d) => d.kind === 'chat').map((d) => d.endpoint_id))
  for (const endpoint of chats) {
    const by = dueBy(endpoint)
    const joining = await claim(await dueDeliveries(by, endpoint), by)
    const lines = [...claimed.filter((d) => d.endpoint_id === endpoint), ...joining]
    start(`chat:${endpoint}`, attemptChat(lines))
  }
  return due.length === BATCH
}

/** Keeps an attempt under way in `inflight` until it is settled. */
function start(label: string, attempted: Promise<void>) {
  const sending: Promise<void> = attempted
    .catch((error) => {
      // Left claimed: it is tried again once the claim runs out.
      if (isDatabaseUnavailable(error)) logDatabaseFault('webhook result not saved', error)
      else console.error(`Webhook delivery ${label} failed:`, error)
    })
    .finally(() => inflight.delete(sending))
  inflight.add(sending)
}

/** Waits for the attempts under way (at shutdown, and in tests). */
export const settleWebhooks = () => Promise.all([...inflight]).then(() => undefined)

type WorkerState = { timer?: NodeJS.Timeout; swept?: number }
const globalForWebhooks = globalThis as unknown as { __webhooks?: WorkerState }
const state: WorkerState = (globalForWebhooks.__webhooks ??= {})

/**
 * Delivers what is due; called after a request that queued an event, and on a timer for retries.
 * Once an hour it also sweeps the deliveries that ended long ago.
 */
export const flushWebhooks = serialRun('webhooks', async () => {
  const more = await deliverDue()
  if (!more && Date.now() - (state.swept ?? 0) > SWEEP_EVERY_MS) {
    state.swept = Date.now()
    await sweepDeliveries()
  }
  return more
})

/** Looks for due deliveries every second (every quarter second with a shrunk schedule). */
export const webhookWorker = {
  start() {
    if (state.timer) return
    state.timer = setInterval(
      () => void flushWebhooks(),
      Math.max(250, Math.min(1000, 2500 * env.WEBHOOK_RETRY_SCALE)),
    )
    state.timer.unref()
    void flushWebhooks()
  },
  stop() {
    if (state.timer) clearInterval(state.timer)
    state.timer = undefined
  },
}
