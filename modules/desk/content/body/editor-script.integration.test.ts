import { gzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '@/scripts/public-routes.mjs'
import { adminClient } from '@/tests/integration/client'
import { onceOnly, type Target } from '@/tests/integration/targets'

/**
 * The rich Body's script (Lexical, its Markdown conversion) is the article editor's alone: no
 * public page loads a byte of it (so their script budgets, measured by bench:lighthouse, are as
 * they were), and the editor fetches it only once it opens, as a chunk of its own. Reads the build's files over HTTP and runs no SQL, so it runs once.
 */
/** Strings only Lexical's code holds (its error text and the attribute it marks its editor with). */
const LEXICAL = ['Minified Lexical error', 'data-lexical-editor']
const CHUNK = /\/?_next\/static\/chunks\/[\w.-]+?\.js|static\/chunks\/[\w.-]+?\.js/g

const chunkPaths = (text: string) =>
  [...text.matchAll(CHUNK)].map((m) => `/_next/${m[0].replace(/^\/?(_next\/)?/, '')}`)

async function chunksOf(target: Target, html: string) {
  const chunks = new Map<string, string>()
  for (const path of new Set(chunkPaths(html)))
    chunks.set(path, await (await fetch(`${target.url}${path}`)).text())
  return chunks
}

const kib = (texts: Iterable<string>) =>
  [...texts].reduce((sum, t) => sum + gzipSync(Buffer.from(t)).length, 0) / 1024
const hasLexical = (code: string) => LEXICAL.some((s) => code.includes(s))

describe.each(onceOnly(inject('targets')))('the rich editor’s script on $name', (target) => {
  it.each([...PAGE_ROUTES, ...ARTICLE_ROUTES])('is not on %s', async (route) => {
    const res = await fetch(`${target.url}${route}`, { headers: { Accept: 'text/html' } })
    expect(res.status).toBe(200)
    const chunks = await chunksOf(target, await res.text())
    expect(chunks.size).toBeGreaterThan(0)
    expect([...chunks].filter(([, code]) => hasLexical(code)).map(([path]) => path)).toEqual([])
  })

  it('comes to the article editor only when it opens, as a chunk of its own', async () => {
    const admin = await adminClient(target)
    const res = await admin.send('/admin-dashboard/content/articles/new', {
      headers: { Accept: 'text/html' },
    })
    expect(res.status).toBe(200)
    const page = await chunksOf(target, await res.text())
    expect([...page.values()].filter(hasLexical)).toEqual([])
    // The chunks the page's own script asks for later (its lazy imports).
    const later = await chunksOf(target, [...page.values()].join('\n'))
    const editor = [...later].filter(([path, code]) => !page.has(path) && hasLexical(code))
    expect(editor).toHaveLength(1)
    console.log(
      `rich Body: ${kib(editor.map(([, code]) => code)).toFixed(1)} KiB gzip, loaded by the article editor ` +
        `(whose page itself loads ${kib(page.values()).toFixed(1)} KiB)`,
    )
  })
})
