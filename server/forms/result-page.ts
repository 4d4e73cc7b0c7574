import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { companyFactsOrSeed } from '@/server/content/collections'
import type { FieldErrors } from '@/lib/forms/field-errors'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Where the theme's tokens are defined: one light set on `:root`, one dark set on `.dark`. */
const THEME_FILE = path.join(process.cwd(), 'app', 'globals.css')

/**
 * The theme's two token sets as this page uses them. The site switches to dark with a class its
 * script sets; a browser without JavaScript has only its own preference, so the dark set applies
 * under `prefers-color-scheme: dark`. Only the top-level `:root` and `.dark` rules are taken (the
 * stylesheet declares nothing else at the start of a line with those selectors), and they hold
 * custom properties only, so no brace can appear inside them.
 */
export function themeTokens(css: string) {
  const set = (selector: string) => new RegExp(`^${selector}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1]?.trim()
  const light = set(':root')
  const dark = set('\\.dark')
  if (!light || !dark) return null
  return `:root{${light}}\n@media (prefers-color-scheme:dark){:root{${dark}}}`
}

let tokens: string | undefined

/**
 * Read from the site's own stylesheet once per process (the app runs from its checkout: Next
 * reads its build from there too), so this page can never drift from the theme. Should the file
 * be unreadable, the page still shows, in the browser's own colours.
 */
function themeCss() {
  if (tokens !== undefined) return tokens
  try {
    tokens = themeTokens(readFileSync(THEME_FILE, 'utf8')) ?? ''
  } catch (error) {
    console.error('The result page could not read the theme tokens:', error)
    tokens = ''
  }
  if (!tokens) tokens = ':root{color-scheme:light dark}'
  return tokens
}

/** The page's own rules: nothing but the theme's tokens (with the browser's colours as fallbacks). */
const PAGE_CSS = `
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:var(--bg,Canvas);color:var(--fg,CanvasText);font:16px/1.6 system-ui,sans-serif;padding:24px;box-sizing:border-box}
main{max-width:34rem;background:var(--bg-elevated,Canvas);border:1px solid var(--border,GrayText);border-radius:1rem;padding:32px;box-shadow:var(--shadow,none)}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25}.ok h1{color:var(--success,CanvasText)}.bad h1,ul{color:var(--violet,CanvasText)}
p{color:var(--fg-muted,CanvasText);margin:0 0 16px}ul{margin:0 0 16px;padding-left:20px}
a,button{display:inline-block;border:0;border-radius:0.75rem;padding:0.625rem 1.25rem;background:var(--accent,LinkText);color:var(--accent-fg,Canvas);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
a:hover,button:hover{background:var(--accent-strong,LinkText)}a:focus-visible,button:focus-visible{outline:2px solid var(--accent,LinkText);outline-offset:2px}
form{margin:0 0 16px}.next{margin:0 0 24px;padding:20px;border-radius:0.75rem;background:var(--surface,Canvas)}.next h2{margin:0 0 4px;font-size:1.0625rem}
.back,.step a{padding:0;background:none;color:var(--accent,LinkText);text-decoration:underline}.back:hover,.step a:hover{background:none}`

/** A step the page offers after the message: a heading, a line and a link (booking a call about it). */
export type NextStep = { heading: string; text: string; href: string; label: string }

/**
 * The page a browser without JavaScript gets after posting a form: what happened, what to fix,
 * and the way back (the browser's Back button keeps what was typed), under the company's name as
 * published (the first content's while the database is away, when such a page says so).
 */
export async function resultPage(opts: {
  ok: boolean
  title: string
  message: string
  fieldErrors?: FieldErrors
  /** Where the page links back to, and what the link says (by default: the form, or the site). */
  backHref: string
  backLabel?: string
  /** False when no form was posted: then a refusal does not speak of what was typed. */
  form?: boolean
  /** A button that posts `fields` to `action` (a step to take, such as confirming a request). */
  button?: { action: string; fields: Record<string, string>; label: string }
  next?: NextStep
  status: number
}) {
  const company = await companyFactsOrSeed()
  const errors = Object.values(opts.fieldErrors ?? {})
  const backLabel = opts.backLabel ?? (opts.ok ? 'Back to the site' : 'Back to the form')
  const typed = !opts.ok && opts.form !== false
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(opts.title)} | ${escape(company.name)}</title>
<style>
${themeCss()}${PAGE_CSS}
</style></head>
<body><main class="${opts.ok ? 'ok' : 'bad'}${opts.button ? ' step' : ''}">
<p>${escape(company.name)}</p>
<h1 role="status">${escape(opts.title)}</h1>
${
  errors.length
    ? `<p>Please fix the following and send it again:</p><ul>${errors.map((e) => `<li>${escape(e)}</li>`).join('')}</ul>`
    : `<p>${escape(opts.message)}</p>`
}${typed ? `<p>Use your browser's Back button: what you typed is still in the form.</p>` : ''}${
    opts.button
      ? `\n<form method="post" action="${escape(opts.button.action)}">${Object.entries(opts.button.fields)
          .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
          .join('')}<button type="submit">${escape(opts.button.label)}</button></form>`
      : ''
  }${
    opts.next
      ? `\n<section class="next"><h2>${escape(opts.next.heading)}</h2><p>${escape(opts.next.text)}</p><a href="${escape(opts.next.href)}">${escape(opts.next.label)}</a></section>`
      : ''
  }
<a${opts.next ? ' class="back"' : ''} href="${escape(opts.backHref)}">${escape(backLabel)}</a>
</main></body></html>`
  return new Response(html, {
    status: opts.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
