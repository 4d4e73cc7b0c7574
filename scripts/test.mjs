// `npm test`: every check and every test, with the work that does not wait on anything else run
// side by side, and the time each stage took printed as it ends and again in a table at the end.
//
//   format → lint → types → unit      beside      the two test builds (scripts/build-test.mjs)
//   then, one after another: integration on SQLite, on PostgreSQL (with TEST_DATABASE_URL), browser
//
// The checks are light and the builds keep both cores busy on their own; the test stages each
// start servers and browsers, and two of them at once on a 2-core machine slow both past their
// timeouts. Output streams as it comes, each line named by its stage while several run. Any failed
// stage fails the run; a stage whose input failed (a test of a build that did not build) is not
// started. `--only=<stage,…>` runs some of them (`integration` names both databases' runs).
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkIntegrationRuns, failedIntegrationTests, integrationReport } from './integration-runs.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
const INTEGRATION_WORKERS = availableParallelism() + 1

/**
 * `after`: stages that must pass first (a test of a build that failed is not run). `wait`: stages
 * that must have ended first, pass or fail: the tests that start servers and browsers take the
 * cores one after another, as two at once on this 2-core machine slow both past their timeouts.
 * @typedef {{ name: string, command: string, args: string[], env?: Record<string, string>, after?: string[], wait?: string[] }} Stage
 */

/** @type {Stage[]} */
const STAGES = [
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['.'], after: ['format'] },
  { name: 'types', command: bin('tsc'), args: ['--noEmit'], after: ['lint'] },
  { name: 'unit', command: bin('vitest'), args: ['run', '--project', 'unit'], after: ['types'] },
  // Next's own type check is skipped where `tsc --noEmit` runs in the same invocation (next.config.ts).
  {
    name: 'builds',
    command: process.execPath,
    args: ['scripts/build-test.mjs'],
    env: { NEXT_SKIP_TYPE_CHECK: '1' },
  },
  ...['sqlite', ...(hasPostgres ? ['postgres'] : [])].map((database) => ({
    name: `integration (${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
    command: bin('vitest'),
    args: [
      'run',
      '--project',
      'integration',
      // The tests wait on servers, mail and timers far more than they compute.
      `--maxWorkers=${INTEGRATION_WORKERS}`,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${integrationReport(database)}`,
    ],
    env: { TEST_DATABASE: database },
    after: ['builds'],
    wait: database === 'postgres' ? ['integration (SQLite)'] : [],
  })),
  {
    name: 'browser',
    command: bin('playwright'),
    args: ['test'],
    after: ['builds'],
    wait: ['integration (SQLite)', 'integration (PostgreSQL)'],
  },
]

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const chosen = only
  ? STAGES.filter((s) => only.includes(s.name) || only.includes(s.name.split(' ')[0]))
  : STAGES

// Without the types stage in this run, the builds check types themselves.
if (!chosen.some((s) => s.name === 'types'))
  for (const stage of chosen) if (stage.env?.NEXT_SKIP_TYPE_CHECK) delete stage.env.NEXT_SKIP_TYPE_CHECK

/** @type {Map<string, Promise<'passed' | 'failed' | 'not run'>>} */
const results = new Map()
/** @type {{ name: string, seconds: number, result: string }[]} */
const table = []
let running = 0
const started = Date.now()

const seconds = (ms) => (ms / 1000).toFixed(1)

/** @param {Stage} stage */
async function run(stage) {
  await Promise.all((stage.wait ?? []).filter((n) => results.has(n)).map((n) => results.get(n)))
  const inputs = await Promise.all(
    (stage.after ?? []).filter((n) => results.has(n)).map((n) => results.get(n)),
  )
  if (inputs.some((r) => r !== 'passed')) {
    table.push({ name: stage.name, seconds: 0, result: 'not run (an earlier stage failed)' })
    return 'not run'
  }
  const begin = Date.now()
  running++
  console.log(`▶ ${stage.name}`)
  const child = spawn(stage.command, stage.args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...stage.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Each line goes out as it comes, named by its stage while another runs beside it.
  const lines = () => {
    let partial = ''
    const out = (line) => console.log(running > 1 ? `[${stage.name}] ${line}` : line)
    return {
      write: (chunk) => {
        const whole = (partial + chunk).split('\n')
        partial = whole.pop() ?? ''
        whole.forEach(out)
      },
      end: () => partial && out(partial),
    }
  }
  const [stdout, stderr] = [lines(), lines()]
  child.stdout.on('data', stdout.write)
  child.stderr.on('data', stderr.write)
  const code = await new Promise((resolve) => child.on('close', resolve))
  stdout.end()
  stderr.end()
  running--
  const took = Date.now() - begin
  const result = code === 0 ? 'passed' : 'failed'
  console.log(`■ ${stage.name}: ${result} in ${seconds(took)} s\n`)
  table.push({ name: stage.name, seconds: took / 1000, result })
  return result
}

mkdirSync(path.join(root, '.tmp'), { recursive: true })
for (const stage of chosen) results.set(stage.name, run(stage))
const outcomes = await Promise.all(results.values())

// Each integration file runs its blocks on the databases they concern: every file must have run
// tests in one of the runs, and none skipped, or a file's tests were lost on the way.
let coverage = 'passed'
const integrationRuns = chosen.filter((s) => s.name.startsWith('integration')).map((s) => s.env.TEST_DATABASE)
if (integrationRuns.length && outcomes.every((r) => r !== 'not run')) {
  const problems = checkIntegrationRuns(integrationRuns)
  if (problems.length) {
    coverage = 'failed'
    console.log(`Integration files that ran no test, or skipped some:\n  ${problems.join('\n  ')}\n`)
  }
}

// Only the runs this invocation made: a report left by an earlier one says nothing of this.
const outcomeOf = new Map(chosen.map((s, i) => [s.name, outcomes[i]]))
const failedTests = failedIntegrationTests(
  chosen
    .filter((s) => s.env?.TEST_DATABASE && outcomeOf.get(s.name) === 'failed')
    .map((s) => s.env.TEST_DATABASE),
)
if (failedTests.length) console.log(`Integration tests that failed:\n  ${failedTests.join('\n  ')}\n`)

console.log(`Stage times (${availableParallelism()} cores):`)
for (const row of table)
  console.log(`  ${row.name.padEnd(26)} ${row.seconds.toFixed(1).padStart(7)} s  ${row.result}`)
console.log(`  ${'total (wall)'.padEnd(26)} ${seconds(Date.now() - started).padStart(7)} s`)
process.exit(outcomes.every((r) => r === 'passed') && coverage === 'passed' ? 0 : 1)
