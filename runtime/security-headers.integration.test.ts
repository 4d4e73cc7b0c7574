import { get } from 'node:http'
import { request } from 'node:https'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { onceOnly } from '@/tests/integration/targets'
import { describeOnce } from '@/tests/integration/once'
import { inlineScriptHashes } from './security-headers.mjs'
import { startSiteProxy } from '@/tests/helpers/nginx.mjs'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { observatoryScore, type Scan } from '@/tests/helpers/observatory'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { ARTICLE_ROUTES, PAGE_ROUTES } from '@/scripts/public-routes.mjs'

/**
 * The headers of every route, as a browser gets them through nginx over https (deploy/nginx.conf)
 * and straight from the app over http, scored by the Mozilla HTTP Observatory's rules
 * (tests/helpers/observatory.ts); and the static pages the app serves itself, precompressed.
 */
const ROUTES = [
  ...PAGE_ROUTES,
  ...ARTICLE_ROUTES,
  '/admin-dashboard',
  '/admin-dashboard?tab=applications',
  '/no-such-page',
  '/robots.txt',
  '/sitemap.xml',
  '/api/likes',
]

type Got = { status: number; headers: Headers; body: string }

function toHeaders(raw: string[]) {
  const headers = new Headers()
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  return headers
}

/** GET over https, trusting the test's own certificate. */
function httpsGet(url: string, ca: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ca, headers: { Accept: 'text/html' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: toHeaders(res.rawHeaders),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const isHtml = (headers: Headers) => headers.get('content-type')?.startsWith('text/html') ?? false

/** A scan of a route as the Observatory makes it: the page, and where its http:// address leads. */
function scanOf(url: string, got: Got, redirect: Scan['redirect']): Scan {
  return { url, headers: got.headers, html: isHtml(got.headers) ? got.body : '', redirect }
}

describeOnce('security headers over https, as deployed behind nginx', () => {
  let app: RunningServer
  let proxy: Awaited<ReturnType<typeof startSiteProxy>>
  beforeAll(async () => {
    const port = 3265 + TEST_PORT_SHIFT
    app = await startServer(port, { TRUST_PROXY: '1' }, { deployed: true })
    proxy = await startSiteProxy({
      httpPort: 3273 + TEST_PORT_SHIFT,
      httpsPort: 3274 + TEST_PORT_SHIFT,
      appPorts: [port],
    })
  }, 120_000)
  afterAll(async () => {
    await proxy?.stop()
    await app?.stop()
  })

  it('scores A+ (100 or more) on every route', async () => {
    const table: string[] = []
    for (const route of ROUTES) {
      const plain = await fetch(`${proxy.httpUrl}${route}`, { redirect: 'manual' })
      const location = new URL(plain.headers.get('location') ?? '', proxy.httpUrl)
      expect(plain.status, route).toBe(301)
      const secure = await httpsGet(`${proxy.httpsUrl}${route}`, proxy.ca)
      const { score, grade, results } = observatoryScore(
        scanOf(`${proxy.httpsUrl}${route}`, secure, {
          finalUrl: location.href,
          firstHopHttpsSameHost: location.protocol === 'https:' && location.hostname === '127.0.0.1',
        }),
      )
      table.push(`${route.padEnd(40)} ${String(secure.status).padEnd(4)} ${score} ${grade}`)
      expect(score, `${route}: ${JSON.stringify(results)}`).toBeGreaterThanOrEqual(100)
      expect(grade).toBe('A+')
      expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/)
      // The real scheduling provider's widget, and nothing else from another host.
      expect(secure.headers.get('content-security-policy')).toContain('script-src')
      expect(secure.headers.get('content-security-policy')).toMatch(/frame-src https:\/\/calendly\.com;/)
    }
    console.log(`Observatory scores over https:\n${table.join('\n')}`)
  }, 120_000)
})

describe.each(onceOnly(inject('targets')))('security headers on $name', (target) => {
  it('loses only the points for https over plain http, on every route', async () => {
    const table: string[] = []
    for (const route of ROUTES) {
      const direct = await fetch(`${target.url}${route}`, {
        redirect: 'manual',
        headers: { Accept: 'text/html' },
      })
      const got = { status: direct.status, headers: direct.headers, body: await direct.text() }
      const { score, grade, results } = observatoryScore(
        scanOf(`${target.url}${route}`, got, {
          finalUrl: `${target.url}${route}`,
          firstHopHttpsSameHost: false,
        }),
      )
      table.push(`${route.padEnd(40)} ${String(got.status).padEnd(4)} ${score} ${grade}`)
      const failed = results.filter((r) => r.modifier < 0).map((r) => r.test)
      expect(failed, `${route}: ${JSON.stringify(results)}`).toEqual([
        'redirection',
        'strict-transport-security',
      ])
      // Browsers ignore HSTS over http; a site whose address is http sends none.
      expect(direct.headers.get('strict-transport-security')).toBeNull()
    }
    console.log(`Observatory scores over http on ${target.name}:\n${table.join('\n')}`)
  })

  it('allows exactly the inline scripts a static page has, by hash, and no others', async () => {
    for (const route of [...PAGE_ROUTES, ...ARTICLE_ROUTES]) {
      const res = await fetch(`${target.url}${route}`)
      const html = await res.text()
      const policy = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
      const allowed: string[] = scriptSrc.match(/'sha256-[^']+'/g) ?? []
      expect(allowed.sort(), route).toEqual(inlineScriptHashes(html).sort())
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script-src|script-src[^;]*unsafe/)
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("frame-ancestors 'self'")
    }
  })

  it('gives the admin a fresh nonce per request, on its scripts, and forbids framing it', async () => {
    const nonces: (string | undefined)[] = []
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${target.url}/admin-dashboard`, {
        headers: { 'Content-Security-Policy': "script-src 'nonce-chosenbyme'" },
      })
      const html = await res.text()
      const policy = res.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce).toBeDefined()
      expect(nonce).not.toBe('chosenbyme')
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).not.toContain('chosenbyme')
      expect(policy).toContain("frame-ancestors 'none'")
      // Every inline script of the page runs: it carries the nonce, or its hash is allowed.
      const hashes: string[] = policy.match(/'sha256-[^']+'/g) ?? []
      for (const [tag, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|type="application\/ld\+json"/.test(attributes!)) continue
        const hashed = inlineScriptHashes(`<script>${body}</script>`)[0]!
        expect(attributes!.includes(`nonce="${nonce}"`) || hashes.includes(hashed), tag).toBe(true)
      }
      nonces.push(nonce)
    }
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('serves each static page precompressed, the same page in every encoding, and 304 when unchanged', async () => {
    for (const route of ['/', '/blog/website-security-mistakes']) {
      const identity = await fetch(`${target.url}${route}`, { headers: { 'Accept-Encoding': 'identity' } })
      const page = Buffer.from(await identity.arrayBuffer())
      expect(identity.headers.get('content-encoding')).toBeNull()
      expect(page.toString('utf8')).toContain('</html>')
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        // node:http, not fetch: fetch would decompress it itself.
        const raw = await new Promise<{
          headers: Record<string, string | string[] | undefined>
          body: Buffer
        }>((resolve, reject) => {
          const req = get(`${target.url}${route}`, { headers: { 'Accept-Encoding': accept } }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
          })
          req.on('error', reject)
        })
        expect(raw.headers['content-encoding'], `${route} ${accept}`).toBe(encoding)
        expect(Number(raw.headers['content-length'])).toBe(raw.body.length)
        expect(decode(raw.body).equals(page)).toBe(true)
        expect(raw.headers.vary).toContain('Accept-Encoding')
        expect(raw.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
        const again = await fetch(`${target.url}${route}`, {
          headers: { 'Accept-Encoding': accept, 'If-None-Match': String(raw.headers.etag) },
        })
        expect(again.status).toBe(304)
      }
      const head = await fetch(`${target.url}${route}`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
    }
  })

  it("sends scripts, style sheets and fonts with nosniff and CORP but without a page's headers", async () => {
    const html = await (await fetch(`${target.url}/`)).text()
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
    const styles = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1]
    const font = /<link rel="preload" href="(\/_next\/static\/[^"]+\.woff2)"/.exec(html)?.[1]
    const files = [script, styles, font, '/insights/script.js']
    expect(files.every(Boolean), JSON.stringify(files)).toBe(true)
    for (const file of files) {
      const res = await fetch(`${target.url}${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff')
      expect(res.headers.get('cross-origin-resource-policy'), file).toBe('same-origin')
      expect(res.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin')
      // A page's policy, framing, permissions and opener rules mean nothing on a file a page loads.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
      ])
        expect(res.headers.get(name), `${file} ${name}`).toBeNull()
    }
  })

  it("leaves the router's requests for a page's payload to Next", async () => {
    const res = await fetch(`${target.url}/about`, { headers: { RSC: '1' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/x-component')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
  })
})
