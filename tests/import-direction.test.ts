import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The lint rule that keeps imports pointing down (eslint.config.mjs), tried on made-up files at
 * each floor: if the rule stops firing, `npm run lint` would let an upward import through.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const probe = x\n`, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message)
}

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
describe('imports point down (import/no-restricted-paths)', { timeout: 30_000 }, () => {
  beforeAll(() => restrictedImports('server/probe.ts', "import { db as x } from '@/server/db'"), 120_000)

  it.each([
    ['server/probe.ts', "import { parseView as x } from '@/modules/desk/view'"],
    ['server/db/probe.ts', "import { parseView as x } from '../../modules/desk/view'"],
    ['server/probe.ts', "import { SiteChrome as x } from '@/components/layout/site-chrome'"],
    ['lib/probe.ts', "import { db as x } from '@/server/db'"],
    ['content/probe.ts', "import { cn as x } from '@/lib/cn'"],
    ['content/probe.ts', "import { PostCard as x } from '../components/blog/post-card'"],
    ['components/blog/probe.tsx', "import { LikeButton as x } from '@/modules/likes/like-button'"],
    ['components/ui/probe.tsx', "import { env as x } from '@/server/env'"],
    ['modules/analytics/probe.ts', "import { parseView as x } from '@/modules/desk/view'"],
    ['modules/desk/probe.ts', "import { AnalyticsPanel as x } from '../analytics/analytics-panel'"],
    ['modules/desk/probe.ts', "import x from '@/app/admin-dashboard/page'"],
    ['runtime/probe.mjs', "import { env as x } from '../server/env'"],
    ['lib/probe.ts', "import { answerStaticPage as x } from '@/runtime/static-pages.mjs'"],
    ['modules/analytics/probe.ts', "import { registerNodeRoutes as x } from '@/runtime/bridge.mjs'"],
  ])('refuses %s: %s', async (file, code) => {
    const messages = await restrictedImports(file, code)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/restricted zone/)
  })

  it.each([
    ['app/probe.ts', "import { parseView as x } from '@/modules/desk/view'"],
    ['modules/desk/probe.ts', "import { db as x } from '@/server/db'"],
    ['modules/desk/probe.ts', "import { linkClass as x } from './ui'"],
    ['modules/contact/probe.ts', "import { useFormSubmit as x } from '@/modules/forms/use-form-submit'"],
    ['components/blog/probe.tsx', "import { readSeedArticles as x } from '@/content/index'"],
    ['server/probe.ts', "import { RECORD_TYPES as x } from '@/lib/vocabulary'"],
    ['content/probe.ts', "import { LIKE_COOKIE as x } from '@/lib/constants'"],
    ['lib/probe.ts', "import { loadSettings as x } from '@/runtime/settings.mjs'"],
    ['server/probe.ts', "import { onShutdown as x } from '@/runtime/bridge.mjs'"],
    ['runtime/probe.mjs', "import { readSettings as x } from './settings.mjs'"],
    // Tests stand outside the floors.
    ['server/probe.test.ts', "import { parseView as x } from '@/modules/desk/view'"],
  ])('allows %s: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([])
  })
})
