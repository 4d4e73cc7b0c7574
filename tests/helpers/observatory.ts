/**
 * The Mozilla HTTP Observatory's score of one response, computed from its real headers (and, for
 * an HTML page, its script tags) by the Observatory's published rules: every site starts at 100,
 * each test adds its modifier, and the bonuses (positive modifiers) only count when the score
 * without them is 90 or more. 100 and above is A+.
 *
 * Tests scored: Content-Security-Policy, cookies, CORS, redirection (from http to https),
 * Referrer-Policy, Strict-Transport-Security, Subresource Integrity, X-Content-Type-Options,
 * X-Frame-Options, Cross-Origin-Resource-Policy. The Observatory's HSTS preload list and its
 * fetch of crossdomain.xml / clientaccesspolicy.xml are left out: neither applies to a site on
 * its own domain without Flash or Silverlight policies.
 */

export type Scored = { test: string; result: string; modifier: number }
export type Score = { score: number; grade: string; results: Scored[] }

export type Scan = {
  /** The address scanned, https or http. */
  url: string
  /** The response's headers (fetch's Headers, whose getSetCookie() gives each cookie). */
  headers: Headers
  /** The response body when it is HTML (for the script tags), else ''. */
  html: string
  /**
   * Where the http:// address of the same page led, followed to the end: the final URL, and
   * whether the first hop went straight to https on the same host. null: nothing answers http.
   */
  redirect: { finalUrl: string; firstHopHttpsSameHost: boolean } | null
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE = new Set(["'unsafe-inline'", 'data:'])
const NONCE_OR_HASH = /^'(nonce|sha256|sha384|sha512)-/

function parsePolicy(values: string[]) {
  const directives = new Map<string, Set<string>>()
  for (const policy of values.flatMap((v) => v.split(','))) {
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/)
      if (!name) continue
      const key = name.toLowerCase()
      if (directives.has(key)) continue // the first one counts
      directives.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))))
    }
  }
  return directives
}

function csp(scan: Scan, https: boolean): Scored {
  const value = scan.headers.get('content-security-policy')
  const test = 'content-security-policy'
  if (!value) return { test, result: 'csp-not-implemented', modifier: -25 }
  const policy = parsePolicy([value])
  const of = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*'])
  const script = of('script-src')
  const style = of('style-src')
  const object = of('object-src')
  for (const list of [script, style])
    if ([...list].some((s) => NONCE_OR_HASH.test(s))) list.delete("'unsafe-inline'")
  if ([...script].some((s) => NONCE_OR_HASH.test(s)) && script.has("'strict-dynamic'")) {
    for (const s of [...script])
      if (s === "'self'" || s === "'unsafe-inline'" || [...BROAD].some((b) => s.startsWith(b)))
        script.delete(s)
  }
  const active = [...policy.entries()]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script])
  const passive = ['img-src', 'media-src'].flatMap((d) => [
    ...(policy.get(d) ?? policy.get('default-src') ?? []),
  ])
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')
  if ([...script].some((s) => BROAD.has(s) || UNSAFE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (https && active.some(insecure))
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (https && passive.some(insecure))
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  if ([...style].some((s) => BROAD.has(s) || UNSAFE.has(s)))
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  const none = policy.get('default-src')
  if (none?.has("'none'") && none.size === 1)
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

function cookies(scan: Scan, hsts: boolean): Scored {
  const test = 'cookies'
  const set = scan.headers.getSetCookie()
  if (!set.length) return { test, result: 'cookies-not-found', modifier: 0 }
  const parsed = set.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
    const flags = new Map(
      attributes.map((a) => a.split('=') as [string, string?]).map(([k, v]) => [k.toLowerCase(), v ?? '']),
    )
    const name = pair.split('=')[0] ?? ''
    return {
      session: /sess|login|token|auth/i.test(name),
      secure: flags.has('secure'),
      httpOnly: flags.has('httponly'),
      sameSite: flags.get('samesite')?.toLowerCase(),
    }
  })
  if (parsed.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite)))
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 }
  if (parsed.some((c) => c.session && !c.httpOnly))
    return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (parsed.some((c) => !c.secure)) {
    const session = parsed.some((c) => c.session && !c.secure)
    if (!hsts)
      return session
        ? { test, result: 'cookies-session-without-secure-flag', modifier: -40 }
        : { test, result: 'cookies-without-secure-flag', modifier: -20 }
    return session
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
  }
  if (parsed.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax'))
    return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function cors(scan: Scan): Scored {
  const test = 'cross-origin-resource-sharing'
  const origin = scan.headers.get('access-control-allow-origin')
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (scan.headers.get('access-control-allow-credentials')?.toLowerCase() === 'true' && origin !== 'null')
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
}

function redirection(scan: Scan): Scored {
  const test = 'redirection'
  if (!scan.redirect) return { test, result: 'redirection-not-needed-no-http', modifier: 0 }
  if (!scan.redirect.finalUrl.startsWith('https://'))
    return { test, result: 'redirection-missing', modifier: -20 }
  if (!scan.redirect.firstHopHttpsSameHost)
    return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 }
  return { test, result: 'redirection-to-https', modifier: 0 }
}

function referrer(scan: Scan): Scored {
  const test = 'referrer-policy'
  const value = scan.headers.get('referrer-policy')
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  const last =
    value
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .at(-1) ?? ''
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return { test, result: 'referrer-policy-private', modifier: 5 }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return { test, result: 'referrer-policy-unsafe', modifier: -5 }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
}

function hsts(scan: Scan, https: boolean): Scored & { on: boolean } {
  const test = 'strict-transport-security'
  if (!https) return { test, result: 'hsts-not-implemented-no-https', modifier: -20, on: false }
  const value = scan.headers.get('strict-transport-security')
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20, on: false }
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1]
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20, on: false }
  if (Number(maxAge) < 15_768_000)
    return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, on: true }
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, on: true }
}

function sri(scan: Scan): Scored {
  const test = 'subresource-integrity'
  if (!scan.html) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 }
  const scripts = [...scan.html.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = '']) => ({
      src: /\bsrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1],
      integrity: /\bintegrity\s*=/i.test(attributes),
    }))
    .filter((s) => s.src !== undefined)
  if (!scripts.length) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  const page = new URL(scan.url)
  const external = scripts.filter((s) => {
    const url = new URL(s.src!, page)
    return url.host !== page.host
  })
  if (!external.length)
    return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  const insecure = external.some((s) => s.src!.startsWith('http:') || s.src!.startsWith('//'))
  const all = external.every((s) => s.integrity)
  if (insecure)
    return all
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
  return all
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
}

function contentTypeOptions(scan: Scan): Scored {
  const test = 'x-content-type-options'
  const value = scan.headers.get('x-content-type-options')
  if (!value) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 }
  if (value.trim().toLowerCase() === 'nosniff')
    return { test, result: 'x-content-type-options-nosniff', modifier: 0 }
  return { test, result: 'x-content-type-options-header-invalid', modifier: -5 }
}

function frameOptions(scan: Scan): Scored {
  const test = 'x-frame-options'
  const ancestors = parsePolicy([scan.headers.get('content-security-policy') ?? '']).get('frame-ancestors')
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s)))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  const value = scan.headers.get('x-frame-options')?.trim().toLowerCase()
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
  if (value === 'deny' || value === 'sameorigin')
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  if (value.startsWith('allow-from'))
    return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 }
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 }
}

function resourcePolicy(scan: Scan): Scored {
  const test = 'cross-origin-resource-policy'
  const value = scan.headers.get('cross-origin-resource-policy')?.trim().toLowerCase()
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 }
  if (value === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10 }
  if (value === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10 }
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 }
  return { test, result: 'corp-header-invalid', modifier: -5 }
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function observatoryScore(scan: Scan): Score {
  const https = scan.url.startsWith('https://')
  const transport = hsts(scan, https)
  const results: Scored[] = [
    csp(scan, https),
    cookies(scan, transport.on),
    cors(scan),
    redirection(scan),
    referrer(scan),
    { test: transport.test, result: transport.result, modifier: transport.modifier },
    sri(scan),
    contentTypeOptions(scan),
    frameOptions(scan),
    resourcePolicy(scan),
  ]
  const penalties = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0)
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0)
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties)
  const grade = GRADES.find(([min]) => score >= min)![1]
  return { score, grade, results }
}
