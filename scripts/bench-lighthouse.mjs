// Lighthouse benchmark: builds, starts the production server, runs mobile Lighthouse three times
// on every public route and prints the median run per route (by performance score) as a table.
// Usage: npm run bench:lighthouse [-- --runs=3 --routes=/,/about --port=3300]
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/chromium.mjs'
import { buildAndStart, option } from './bench-server.mjs'
import { ARTICLE_ROUTES, PAGE_ROUTES } from './public-routes.mjs'

const arg = option
const RUNS = Number(arg('runs', '3'))
// Another port lets two checkouts on one machine measure side by side.
const PORT = Number(arg('port', '3300'))
const BASE = `http://127.0.0.1:${PORT}`
const ALL = [...PAGE_ROUTES, ...ARTICLE_ROUTES]
const ROUTES = arg('routes', '') ? arg('routes', '').split(',') : ALL

const server = await buildAndStart({ port: PORT })

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
})

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const rows = []
try {
  for (const route of ROUTES) {
    // Warm the server's cache for the route, as any live server is after its first visitor.
    for (let i = 0; i < 3; i++) await (await fetch(`${BASE}${route}`)).text()
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${BASE}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (lhr.runtimeError) console.log(`  ${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      const scriptBytes =
        (lhr.audits['resource-summary'].details?.items ?? []).find((x) => x.resourceType === 'script')
          ?.transferSize ?? 0
      const thirdParty = (lhr.audits['network-requests'].details?.items ?? []).filter(
        (r) => !r.url.startsWith(BASE) && !r.url.startsWith('data:'),
      ).length
      // Our own analytics must wait for `load`: its script and beacon are counted before and after.
      const load = lhr.audits.metrics.details?.items?.[0]?.observedLoad ?? Infinity
      const insights = (lhr.audits['network-requests'].details?.items ?? []).filter((r) =>
        r.url.startsWith(`${BASE}/insights/`),
      )
      runs.push({
        insightsBeforeLoad: insights.filter((r) => r.rendererStartTime < load).length,
        insightsAfterLoad: insights.filter((r) => r.rendererStartTime >= load).length,
        perf: Math.round(lhr.categories.performance.score * 100),
        a11y: Math.round(lhr.categories.accessibility.score * 100),
        bp: Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: scriptBytes / 1024,
        thirdParty,
      })
    }
    const m = median(runs.map((r) => r.perf))
    const row = { route, ...runs.find((r) => r.perf === m) }
    rows.push(row)
    console.log(`  measured ${route}`)
  }
} finally {
  await chrome.kill()
  await server.stop()
}

// A metric Lighthouse could not compute in the median run is shown as a dash.
const fixed = (x, digits, width) => (Number.isFinite(x) ? x.toFixed(digits) : '—').padStart(width)
const fmt = (r) =>
  `| ${r.route.padEnd(38)} | ${String(r.perf).padStart(4)} | ${String(r.a11y).padStart(4)} | ${String(r.bp).padStart(3)} | ${String(r.seo).padStart(3)} | ${String(r.tbt).padStart(6)} | ${fixed(r.fcp, 2, 5)} | ${fixed(r.lcp, 2, 5)} | ${fixed(r.lcp - r.fcp, 2, 7)} | ${fixed(r.cls, 3, 5)} | ${fixed(r.js, 1, 7)} | ${String(r.thirdParty).padStart(3)} | ${`${r.insightsBeforeLoad} / ${r.insightsAfterLoad}`.padStart(11)} |`
const table = [
  `Lighthouse ${RUNS} runs per route, mobile, median by performance score; insights b/a: requests to /insights/ (our analytics script and beacon) before / after the load event`,
  '| route                                  | perf | a11y |  bp | seo | TBT ms | FCP s | LCP s | LCP−FCP |   CLS | JS KiB | 3rd | insights b/a |',
  '|----------------------------------------|------|------|-----|-----|--------|-------|-------|---------|-------|---------|-----|-------------|',
  ...rows.map(fmt),
].join('\n')
console.log(`\n${table}`)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/lighthouse.md', `${table}\n`)
const failing = rows.filter(
  (r) =>
    r.perf < 95 ||
    r.a11y < 100 ||
    r.bp < 100 ||
    r.seo < 100 ||
    r.tbt > 200 ||
    r.lcp > 2 ||
    // A static page's first paint is its final one: its largest element waits for nothing after it.
    !(r.lcp - r.fcp <= 0.3) ||
    r.cls > 0 ||
    r.js > 155 ||
    r.thirdParty > 0 ||
    r.insightsBeforeLoad > 0,
)
console.log(
  failing.length
    ? `\nOff target: ${failing.map((r) => r.route).join(', ')}`
    : '\nEvery route meets every target.',
)
