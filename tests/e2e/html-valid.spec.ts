import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '../helpers/test'
import { posts } from '../helpers/articles'
import { PRIVACY_REQUEST_PATH } from '../../lib/constants'
import { PUBLIC_PATHS } from '../helpers/theme'

/**
 * Every page a visitor or the administrator reaches first, as the server sends it, against the
 * HTML standard: the Nu HTML Checker (vnu.jar from the npm package `vnu-jar`, run by Debian's
 * Java). Errors fail the test; warnings are printed and attached to the report. The markup is the
 * same at any width, so the desktop project alone runs this (playwright.config.ts).
 */

const PAGES: Array<{ path: string; status: number }> = [
  ...PUBLIC_PATHS.map((p) => ({ path: p, status: 200 })),
  ...posts.map(({ slug }) => ({ path: `/blog/${slug}`, status: 200 })),
  { path: '/no-such-page', status: 404 },
  { path: PRIVACY_REQUEST_PATH, status: 200 },
  // Signed out, the desk's address answers its sign-in page.
  { path: '/admin-dashboard', status: 200 },
]

type Message = {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

const VNU_JAR = path.join(
  path.dirname(createRequire(__filename).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

function checkHtml(files: string[]): Message[] {
  let out: string
  try {
    out = execFileSync(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('The Nu HTML Checker needs Java: apt-get install default-jre-headless')
    throw error
  }
  return (JSON.parse(out) as { messages: Message[] }).messages
}

test('every public page, the not-found page, the data-request page and the desk sign-in are valid HTML', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'))
  const fileOf = new Map<string, string>()
  for (const { path: route, status } of PAGES) {
    const response = await request.get(route, { maxRedirects: 0 })
    expect(response.status(), route).toBe(status)
    const file = path.join(dir, `page${route.replace(/\W+/g, '_')}.html`)
    fs.writeFileSync(file, await response.text())
    fileOf.set(`file:${file}`, route)
  }

  let messages: Message[]
  try {
    messages = checkHtml([...fileOf.keys()].map((url) => url.slice('file:'.length)))
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const describe = (m: Message) =>
    `${fileOf.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`

  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(describe)
  if (warnings.length > 0) {
    console.log(`Nu HTML Checker warnings (${warnings.length}):\n${warnings.join('\n')}`)
    await test.info().attach('vnu-warnings.txt', { body: warnings.join('\n'), contentType: 'text/plain' })
  }
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error').map(describe)
  expect(errors, 'Nu HTML Checker errors').toEqual([])
  // Each page had a file of its own (no two addresses made the same name).
  expect(fileOf.size).toBe(PAGES.length)
})
