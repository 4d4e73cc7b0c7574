import { readFileSync } from 'node:fs'
import path from 'node:path'
import routerHeaders from 'next/dist/client/components/app-router-headers.js'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { describe, expect, inject, it } from 'vitest'
import { describeOnce } from '@/tests/integration/once'
import { TEST_BUILD_ENV } from '@/tests/build-env.mjs'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '@/scripts/public-routes.mjs'
import { readElements } from './html.mjs'
import { prerenderedPages, STATIC_MANIFEST } from './static-pages.mjs'

/**
 * One test per Next.js internal the runtime relies on (runtime/NEXT-CONTRACTS.md), run on the
 * test build and its servers. Each failure names its contract, so a Next upgrade that changes one
 * says which part of the runtime to look at.
 */
const contract = (name: string, detail: string) =>
  `Next.js contract "${name}" (runtime/NEXT-CONTRACTS.md) no longer holds: ${detail}`
const distDir = path.resolve(__dirname, '..', TEST_BUILD_ENV.NEXT_DIST_DIR)
const PUBLIC_ROUTES = [...PAGE_ROUTES, ...ARTICLE_ROUTES]

describeOnce('Next.js contracts of the build', () => {
  it('build output layout and prerender manifest: every public route is prerendered, never revalidates, and is served from memory', () => {
    const pages = prerenderedPages(distDir)
    const routes = pages.filter((p) => !p.own).map((p) => p.route)
    expect(routes.sort(), contract('prerender manifest', 'the public routes it lists')).toEqual(
      [...PUBLIC_ROUTES].sort(),
    )
    const served = JSON.parse(readFileSync(path.join(distDir, STATIC_MANIFEST), 'utf8'))
    expect(
      Object.keys(served.pages).sort(),
      contract('build output layout', 'pages served from memory'),
    ).toEqual([...PUBLIC_ROUTES].sort())
    expect(served.notFound, contract('build output layout', 'the prerendered not-found page')).not.toBeNull()
  })

  it("chunk scripts: every page's scripts were async <script src> tags, now started by the loader", () => {
    for (const { route, file } of prerenderedPages(distDir)) {
      const { elements } = readElements(readFileSync(file, 'utf8'), ['script', 'link'])
      const left = elements.filter((e) => e.name === 'script' && e.attrs.src?.startsWith('/_next/'))
      const nomodule = left.filter((e) => 'nomodule' in e.attrs)
      expect(
        left.length - nomodule.length,
        contract('chunk script tags', `${route} still has Next script tags the loader did not take`),
      ).toBe(0)
      const loader = elements.find((e) => e.name === 'script' && e.text.includes('first-contentful-paint'))
      // The loader ends by calling itself with the list of scripts: `…})(["/_next/…", …])`.
      const sources = JSON.parse(/\)\((\[[^\]]*\])\)$/.exec(loader?.text ?? '')?.[1] ?? '[]')
      expect(
        sources.length,
        contract('chunk script tags', `${route} has no loader, or it loads nothing`),
      ).toBeGreaterThan(0)
      for (const src of sources as string[]) {
        expect(src, contract('build output layout', `${route} loads ${src}`)).toMatch(/^\/_next\/static\//)
        expect(
          () => readFileSync(path.join(distDir, 'static', src.slice('/_next/static/'.length))),
          contract('build output layout', `${src} is not in ${distDir}/static`),
        ).not.toThrow()
      }
    }
  })

  it('instrumentation phase: the build phase is still named as instrumentation.ts checks it', () => {
    expect(PHASE_PRODUCTION_BUILD, contract('instrumentation phase', 'NEXT_PHASE during `next build`')).toBe(
      'phase-production-build',
    )
    expect(readFileSync(path.join(__dirname, '..', 'instrumentation.ts'), 'utf8')).toContain(
      `process.env.NEXT_PHASE === '${PHASE_PRODUCTION_BUILD}'`,
    )
  })
})

describe.each(inject('targets'))('Next.js contracts of the running server on $name', (target) => {
  it("router headers: a request marked by Next's flight headers gets the page's payload from Next", async () => {
    // The client router sends them all; each alone must reach Next.
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch']) {
      expect(routerHeaders.FLIGHT_HEADERS, contract('router headers', `${header} is gone`)).toContain(header)
    }
    const res = await fetch(`${target.url}/about`, { headers: { RSC: '1' } })
    expect(res.status).toBe(200)
    expect(
      res.headers.get('content-type'),
      contract('router headers', 'a payload request got HTML'),
    ).toContain('text/x-component')
  })

  it("the CSP nonce: Next puts the nonce of the request's policy on its scripts in the admin", async () => {
    const res = await fetch(`${target.url}/admin-dashboard`)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const scripts = readElements(await res.text(), ['script']).elements.filter(
      (e) => e.attrs.type !== 'application/ld+json',
    )
    expect(scripts.length).toBeGreaterThan(0)
    const without = scripts.filter((e) => e.attrs.nonce !== nonce && 'src' in e.attrs)
    expect(
      without.map((e) => e.attrs.src),
      contract('CSP nonce', 'script tags without the nonce'),
    ).toEqual([])
  })

  it('start-up on the first request: the site has started before the server says it is ready', async () => {
    const lines = readFileSync(target.logFile, 'utf8').split('\n')
    const started = lines.findIndex((l) => l.includes('migrated: ') || l.includes('Database ('))
    const ready = lines.findIndex((l) => l.includes('site ready on'))
    expect(ready).toBeGreaterThan(-1)
    expect(
      started,
      contract('instrumentation on the first request', 'no start-up before "ready"'),
    ).toBeGreaterThan(-1)
    expect(started, contract('instrumentation on the first request', 'start-up after "ready"')).toBeLessThan(
      ready,
    )
  })

  it("one process: the site's node routes reach runtime/start.mjs through runtime/bridge.mjs", async () => {
    // Answered by start.mjs, the beacon has none of the Vary header Next puts on what it answers.
    const res = await fetch(`${target.url}/insights/event`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'contract-test' },
      body: JSON.stringify({ path: '/' }),
    })
    expect(res.status).toBeLessThan(500)
    expect(
      res.headers.get('vary') ?? '',
      contract('one process', 'the beacon was answered by Next'),
    ).not.toMatch(/rsc/i)
  })
})
