import 'server-only'
import { company } from '@/content/company'
import type { FieldErrors } from '@/lib/form-fields'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The page a browser without JavaScript gets after posting a form: what happened, what to fix,
 * and the way back (the browser's Back button keeps what was typed).
 */
export function resultPage(opts: {
  ok: boolean
  title: string
  message: string
  fieldErrors?: FieldErrors
  backHref: string
  status: number
}) {
  const errors = Object.values(opts.fieldErrors ?? {})
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(opts.title)} | ${escape(company.name)}</title>
<style>
:root{color-scheme:light dark;--bg:#f7f8fb;--card:#fff;--fg:#101522;--muted:#4a5468;--accent:#2853d6;--bad:#b42318;--ok:#067647}
@media (prefers-color-scheme:dark){:root{--bg:#0b0f19;--card:#121828;--fg:#eef1f8;--muted:#aab3c5;--accent:#8fb0ff;--bad:#ff9c91;--ok:#6ee7a8}}
body{margin:0;min-height:100dvh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,sans-serif;padding:24px;box-sizing:border-box}
main{max-width:34rem;background:var(--card);border-radius:16px;padding:32px;box-shadow:0 10px 40px #0002}
h1{margin:0 0 8px;font-size:1.5rem;color:${opts.ok ? 'var(--ok)' : 'var(--bad)'}}p{color:var(--muted);margin:0 0 16px}
ul{margin:0 0 16px;padding-left:20px;color:var(--bad)}a{color:var(--accent);font-weight:600}
</style></head>
<body><main>
<p>${escape(company.name)}</p>
<h1 role="status">${escape(opts.title)}</h1>
${
  errors.length
    ? `<p>Please fix the following and send it again:</p><ul>${errors.map((e) => `<li>${escape(e)}</li>`).join('')}</ul>`
    : `<p>${escape(opts.message)}</p>`
}${opts.ok ? '' : `<p>Use your browser's Back button: what you typed is still in the form.</p>`}
<a href="${escape(opts.backHref)}">${opts.ok ? 'Back to the site' : 'Back to the form'}</a>
</main></body></html>`
  return new Response(html, {
    status: opts.status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
