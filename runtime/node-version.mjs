// @ts-check
// The Node.js version the site needs, read from package.json's engines (">=20.19"): better-auth's
// hashing libraries and Vitest's bundler need 20.19. Checked at start and build, with a plain
// message instead of a stack trace from deep inside a dependency.
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
export const REQUIRED_NODE = pkg.engines.node.replace(/^>=\s*/, '')

/** @param {string} v */
const parts = (v) => v.replace(/^v/, '').split('.').map(Number)

/**
 * A message when `version` is older than the required one, else null.
 * @param {string} version
 * @param {string} [required]
 */
export function nodeVersionProblem(version, required = REQUIRED_NODE) {
  const have = parts(version)
  const need = parts(required)
  for (let i = 0; i < need.length; i++) {
    const [mine = 0, wanted = 0] = [have[i], need[i]]
    if (mine > wanted) return null
    if (mine < wanted)
      return `This site needs Node.js ${required} or newer; this is Node.js ${version.replace(/^v/, '')}. Install a current LTS release (20.19+, 22 or 24) and run the command again.`
  }
  return null
}

export function checkNodeVersion() {
  const problem = nodeVersionProblem(process.versions.node)
  if (problem) {
    console.error(problem)
    process.exit(1)
  }
}
