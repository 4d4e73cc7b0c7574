import { readdirSync } from 'node:fs'
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * Which way imports point: app → modules → components or server (never each other) → lib →
 * content. A floor imports only the floors below it; `lib/constants.ts` is the ground floor
 * (plain constants, importing nothing), which content may read, as it may `lib/privacy.ts` (the
 * retention periods and notices the privacy policy quotes; it reads only constants and the
 * company's own content). Paths are resolved (the `@/` alias and relative imports alike) before
 * they are compared. Tests and scripts stand outside
 * the floors and may import anything.
 */
const upward = (target, floors, message, except) =>
  floors.map((from) => ({ target, from, ...(except?.[from] ? { except: except[from] } : {}), message }))

/**
 * Modules are features; one does not import another, or a change to one breaks its siblings.
 * What two need lives lower down (lib, server or components), or the app composes them.
 * The exception, made explicit here: `modules/forms` is the form pipeline every lead form uses.
 */
const SHARED_MODULES = ['forms']
const features = readdirSync(new URL('./modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_MODULES.includes(entry.name))
  .map((entry) => entry.name)

/**
 * The runtime (runtime/: the production server and its build steps) stands beside the floors: it
 * imports none of them, and they import only what it publishes for them: the settings it reads
 * from the environment (anywhere) and the bridge to the server (server/ only).
 */
const APP_FLOORS = ['./app', './modules', './components', './server', './lib', './content']
const runtimeZones = [
  {
    target: './runtime',
    from: APP_FLOORS,
    message:
      'runtime/ imports none of the app floors: the site hands it what it needs through runtime/bridge.mjs.',
  },
  ...APP_FLOORS.map((floor) => ({
    target: floor,
    from: './runtime',
    except:
      floor === './server'
        ? ['./settings.mjs', './privacy-periods.mjs', './bridge.mjs']
        : ['./settings.mjs', './privacy-periods.mjs'],
    message:
      'The app imports from runtime/ only settings.mjs and privacy-periods.mjs, the build settings it shares (and, in server/, bridge.mjs): the rest is the server process.',
  })),
]

export const importZones = [
  ...runtimeZones,
  ...upward(
    './content',
    ['./lib', './server', './components', './modules', './app'],
    'content/ is the bottom floor: it may import only lib/constants.ts and lib/privacy.ts (the retention periods the privacy policy quotes).',
    { './lib': ['./constants.ts', './privacy.ts'] },
  ),
  ...upward(
    './lib',
    ['./server', './components', './modules', './app'],
    'lib/ imports only lib/ and content/: move what both need down, or the code up.',
  ),
  ...upward(
    './server',
    ['./components', './modules', './app'],
    'server/ imports only server/, lib/ and content/: pass a hook in, or move the shared part down.',
  ),
  ...upward(
    './components',
    ['./server', './modules', './app'],
    'components/ import only components/, lib/ and content/: take a slot or props from the app instead.',
  ),
  ...upward('./modules', ['./app'], 'modules/ never import app/.'),
  ...features.map((name) => ({
    target: `./modules/${name}`,
    from: './modules',
    except: [`./${name}`, ...SHARED_MODULES.map((shared) => `./${shared}`)],
    message:
      'A module does not import a sibling module: move what both need to lib/ or server/, or let the app compose them.',
  })),
]

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['app/**', 'modules/**', 'components/**', 'server/**', 'lib/**', 'content/**', 'runtime/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importZones }] },
  },
  globalIgnores([
    '.next*/**',
    '.tmp/**',
    'screenshots/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'bench-results/**',
  ]),
])
