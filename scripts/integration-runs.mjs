// The integration tests run once per database (TEST_DATABASE=sqlite, then postgres): a block that
// runs SQL runs in both, one that does not (an access refusal, a cookie flag) only on SQLite, and a
// file may hold only one kind. So an empty file is allowed in either run (--passWithNoTests), and
// this check, run by scripts/test.mjs after both, makes sure no file's tests were lost on the way:
// every integration file ran at least one test in some run, and no run skipped one.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const IGNORED = new Set(['node_modules', '.git', '.tmp'])

/** Where the run on `database` writes Vitest's JSON report. */
export const integrationReport = (database) => path.join(root, '.tmp', `integration-${database}.json`)

function integrationFiles(dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (IGNORED.has(entry.name) || entry.name.startsWith('.next')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return integrationFiles(full)
    return entry.name.endsWith('.integration.test.ts') ? [path.relative(root, full)] : []
  })
}

/**
 * What is wrong with the runs on `databases`: a file that ran no test in any of them, a test that
 * was skipped. Empty when all is well.
 * @param {string[]} databases
 */
export function checkIntegrationRuns(databases) {
  const ran = new Map()
  const problems = []
  for (const database of databases) {
    const report = JSON.parse(readFileSync(integrationReport(database), 'utf8'))
    for (const file of report.testResults) {
      const name = path.relative(root, file.name)
      const passed = file.assertionResults.filter((t) => t.status === 'passed').length
      ran.set(name, (ran.get(name) ?? 0) + passed)
      for (const t of file.assertionResults.filter((t) => !['passed', 'failed'].includes(t.status)))
        problems.push(`${name}: "${t.fullName}" was ${t.status} on ${database}`)
    }
  }
  for (const file of integrationFiles()) if (!ran.get(file)) problems.push(`${file}: no test ran`)
  return problems
}

/**
 * The tests that failed in the runs on `databases`, each with its file, its name and the first
 * line of its error: printed again beside the stage times, where a long log's tail still shows it.
 * @param {string[]} databases
 */
export function failedIntegrationTests(databases) {
  return databases.flatMap((database) => {
    let report
    try {
      report = JSON.parse(readFileSync(integrationReport(database), 'utf8'))
    } catch {
      return []
    }
    return report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((t) => t.status === 'failed')
        .map(
          (t) =>
            `${database}: ${path.relative(root, file.name)} › ${t.fullName}: ${String(t.failureMessages?.[0] ?? '').split('\n')[0]}`,
        ),
    )
  })
}
