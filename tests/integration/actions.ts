import { readFileSync } from 'node:fs'
import path from 'node:path'
import { TEST_BUILD_ENV } from '../build-env.mjs'

type Manifest = {
  node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>
}

/**
 * Every server action in the test build, as Next.js lists them: id, file, export name, and the
 * routes whose pages can run it (`app/admin-dashboard/spam/page`): a form posted to another page
 * is refused by Next.js before it reaches the action.
 */
export function serverActions() {
  const file = path.resolve(
    __dirname,
    '../..',
    TEST_BUILD_ENV.NEXT_DIST_DIR,
    'server/server-reference-manifest.json',
  )
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  return Object.entries(manifest.node).map(([id, a]) => ({
    id,
    file: a.filename,
    name: a.exportedName,
    routes: Object.keys(a.workers),
  }))
}

export function actionId(name: string) {
  const found = serverActions().find((a) => a.name === name)
  if (!found) throw new Error(`No server action named ${name} in the test build`)
  return found.id
}

export type ActionAnswer = {
  http: number
  status?: 'ok' | 'error'
  message?: string
  body: string
  /** The id the server gave the request (X-Request-Id): what its log lines and audit events carry. */
  requestId: string | null
}

/**
 * Calls a desk action the way the browser does for a `<form action>` with `useActionState`: a
 * multipart POST to the page with the action's id in `Next-Action`, the previous state and the
 * form's fields (prefixed `_1_`). Answers the HTTP status and the action's state.
 */
export async function callAction(
  send: (pathname: string, init?: RequestInit) => Promise<Response>,
  name: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
  /** The desk view the action is sent from; its answer carries that view re-rendered. */
  page = '/admin-dashboard',
): Promise<ActionAnswer> {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(`_1_${key}`, v)
  }
  body.append('0', JSON.stringify([{ status: 'idle' }, '$K1']))
  const res = await send(page, {
    method: 'POST',
    body,
    headers: { 'Next-Action': actionId(name), Accept: 'text/x-component', ...headers },
  })
  const text = await res.text()
  const state = /\{"status":"(ok|error)","message":"((?:[^"\\]|\\.)*)"/.exec(text)
  return {
    http: res.status,
    status: state?.[1] as ActionAnswer['status'],
    message: state ? (JSON.parse(`"${state[2]}"`) as string) : undefined,
    body: text,
    requestId: res.headers.get('x-request-id'),
  }
}
