// @ts-check
// What the production server (runtime/start.mjs) and the site's own server code hand each other
// while they run: the few hot requests the site answers without Next's pipeline (node routes),
// and the site's part of a graceful shutdown. The site registers both at start-up
// (server/startup.ts); start.mjs looks them up.
//
// Both run in one process, but Next.js bundles the site's code, so this file is loaded twice:
// once by Node for start.mjs and once inside the server bundle (a Next contract:
// runtime/NEXT-CONTRACTS.md). The two copies meet on one registered symbol of globalThis, kept
// here and nowhere else.
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Answers one request completely: status, headers and body. The security headers are added by
 * start.mjs, as on every response it sends.
 * @typedef {(req: IncomingMessage, res: ServerResponse) => Promise<void>} NodeRoute
 */

/** @typedef {{ routes: Map<string, NodeRoute>, shutdown: Array<() => Promise<void>>, pages?: import('./page-store.mjs').PageStore }} Bridge */

const KEY = Symbol.for('vantage-edge.runtime-bridge')

/** @returns {Bridge} */
function bridge() {
  const shared = /** @type {{ [KEY]?: Bridge }} */ (globalThis)
  return (shared[KEY] ??= { routes: new Map(), shutdown: [] })
}

/**
 * Requests start.mjs answers from its plain Node server, keyed by "METHOD /path" (exact, no
 * query). Only for a small, hot endpoint whose logic is shared with its Next route (which still
 * serves `next dev`): Next spends about half a millisecond of CPU on any request, more than such
 * an endpoint's own work.
 * @param {Record<string, NodeRoute>} routes
 */
export function registerNodeRoutes(routes) {
  for (const [key, route] of Object.entries(routes)) bridge().routes.set(key, route)
}

/**
 * The node route for a request, if the site registered one.
 * @param {string | undefined} method
 * @param {string | undefined} url
 * @returns {NodeRoute | undefined}
 */
export function nodeRouteFor(method, url) {
  return bridge().routes.get(`${method} ${url}`)
}

/**
 * A step of the site's shutdown, run once the requests in flight are answered, in the order
 * registered.
 * @param {() => Promise<void>} step
 */
export function onShutdown(step) {
  bridge().shutdown.push(step)
}

/** Runs the site's shutdown steps (none before the site has started). */
export async function shutDownSite() {
  for (const step of bridge().shutdown.splice(0)) await step()
}

/**
 * The pages start.mjs serves from memory (page-store.mjs), handed to the site so that it can put
 * a page it made again after a publish. Not set under `next dev`, which has no such store.
 * @param {import('./page-store.mjs').PageStore} store
 */
export function providePageStore(store) {
  bridge().pages = store
}

/** @typedef {import('./page-store.mjs').MadePage} MadePage */

/** The page store start.mjs serves from, when the site runs under it. */
export function pageStore() {
  return bridge().pages
}
