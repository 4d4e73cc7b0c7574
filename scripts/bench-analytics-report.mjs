// The analytics benchmark's report: a PASS/FAIL table of what was measured against its targets,
// printed and written to bench-results/analytics.md.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { BROWSERS, PAGES } from './bench-analytics-data.mjs'

/**
 * Prints and writes the report of a run; returns whether every target was met.
 * @param {{ ingestion?: object, view?: object }} measured  what runIngestion and runView returned
 * @param {Record<string, number>} settings  the run's settings and targets
 */
export function reportAnalytics({ ingestion, view }, settings) {
  const int = (n) => Math.round(n).toLocaleString('en')
  const ms = (n) => `${n.toFixed(0)} ms`
  const rows = []
  if (ingestion) {
    const i = ingestion
    rows.push(
      [
        `Ingestion: beacons/s (${settings.CONNECTIONS} connections)`,
        `>= ${int(settings.INGEST_RATE)}/s`,
        `${int(i.perSecond)}/s`,
        i.perSecond >= settings.INGEST_RATE,
      ],
      [
        'Ingestion: latency',
        `p99 < ${settings.INGEST_P99_MS} ms`,
        `p50 ${ms(i.latency.p50)}, p99 ${ms(i.latency.p99)}, max ${ms(i.latency.max)}`,
        i.latency.p99 < settings.INGEST_P99_MS,
      ],
      [
        'Ingestion: stored rows = 2xx answers',
        'equal, 0 non-2xx/errors',
        `${int(i.answered)} 2xx, ${int(i.stored)} stored, ${int(i.failed)} non-2xx/errors`,
        i.answered === i.stored && i.failed === 0,
      ],
    )
  }
  for (const r of view?.results ?? []) {
    rows.push([
      r.name,
      `p95 < ${settings.VIEW_P95_MS} ms`,
      r.problem
        ? `${r.problem}${r.query ? ` (?${r.query})` : ''}`
        : `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)}; shows ${int(r.shown)}`,
      !r.problem && r.p95 < settings.VIEW_P95_MS,
    ])
  }

  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((row) => row[c].length), 11))
  widths.push(6) // PASS, FAIL, result
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`
  const loads = [
    ingestion && `ingestion ${ingestion.load.toFixed(2)}`,
    view && `view ${view.load.toFixed(2)}`,
  ].filter(Boolean)
  const lines = [
    `bench:analytics: production build, SQLite (WAL, synchronous=FULL), loopback, ${os.cpus().length} CPUs, ` +
      `Node ${process.version} (1-min load average before measuring: ${loads.join(', ')})`,
  ]
  if (ingestion)
    lines.push(
      `Ingestion: POST /insights/event, ${int(settings.REQUESTS)} beacons after ${int(settings.WARMUP)} warm-up, ` +
        `${settings.CONNECTIONS} connections, ${int(settings.ADDRESSES)} addresses (TRUST_PROXY=1), ${BROWSERS.length} browsers, ` +
        `${PAGES.length} pages; ${int(ingestion.visitors)} visitor rows stored` +
        (ingestion.sameDay ? '' : ' (the run crossed midnight in New Delhi)'),
    )
  if (view)
    lines.push(
      `View: /admin-dashboard?panel=analytics, signed in, ${settings.RENDERS} sequential requests per row after ` +
        `${settings.RENDER_WARMUP} warm-up, fetch + whole body; ${int(view.seeded.views)} views, ` +
        `${int(view.seeded.visitors)} visitor rows, ${int(view.seeded.conversions)} conversions over ` +
        `${view.seeded.days} days; roll-up at start: ${view.rollUp.days} days in ${view.rollUp.seconds.toFixed(1)} s ` +
        `(server answering after ${view.rollUp.upAfter.toFixed(1)} s); today computed live`,
    )
  lines.push(
    '',
    line(['measurement', 'target', 'measured', 'result']),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(([what, target, measured, ok]) => line([what, target, measured, ok ? 'PASS' : 'FAIL'])),
  )
  console.log(`\n${lines.join('\n')}`)
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/analytics.md', `${lines.join('\n')}\n`)
  return rows.every((row) => row[3])
}
