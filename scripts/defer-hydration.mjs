// Post-build step: the prerendered pages load Next's scripts after their first paint.
//
// Next puts its framework and page chunks in the <head> as async scripts (plus low-priority
// preloads), so on a slow phone ~150 KiB of JavaScript shares the line with the HTML, the CSS
// and the fonts before anything is shown. The pages are complete without JavaScript (it only
// adds menus, dialogs, the carousel and the forms' in-page sending), so each prerendered page
// instead gets a few lines that append the same scripts once the browser reports its first
// contentful paint. The page then hydrates as before, a frame later.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g
const LINK_TAG = /<link\b([^>]*)\/?>/g
const ATTR = /([\w-]+)(?:="([^"]*)")?/g

function attributes(source) {
  return Object.fromEntries([...source.matchAll(ATTR)].map((m) => [m[1], m[2] ?? '']))
}

/** The loader: appends the scripts on the first contentful paint, or at the latest 2 s after
 *  `load` (a browser without paint timing: at `load`). */
function loader(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c')
  return (
    '<script>(function(s){var d=0,t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],p=t.indexOf("paint")>=0;' +
    'function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(p)new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
    `addEventListener("load",function(){setTimeout(go,p?2000:0)})})(${list})</script>`
  )
}

/**
 * Rewrites one page: removes Next's async chunk scripts and script preloads and puts the loader
 * at the end of <head>. Returns the page unchanged when it has no such scripts. Throws when a
 * chunk script carries an attribute this step does not know, so a change in Next's output shows
 * up at build time instead of as a page that never hydrates.
 */
export function deferHydration(html) {
  const sources = []
  let out = html.replace(SCRIPT_TAG, (tag, attrs) => {
    const a = attributes(attrs)
    if (!a.src || !('async' in a)) return tag
    const unknown = Object.keys(a).filter((name) => name !== 'src' && name !== 'async')
    if (unknown.length) throw new Error(`defer-hydration: unexpected ${unknown.join(', ')} on ${tag}`)
    if (!sources.includes(a.src)) sources.push(a.src)
    return ''
  })
  if (!sources.length) return html
  out = out.replace(LINK_TAG, (tag, attrs) => {
    const a = attributes(attrs)
    return a.rel === 'preload' && a.as === 'script' && sources.includes(a.href) ? '' : tag
  })
  if (!out.includes('</head>')) throw new Error('defer-hydration: page without </head>')
  return out.replace('</head>', `${loader(sources)}</head>`)
}

/** Applies deferHydration to every prerendered page of a build. Returns the number rewritten. */
export function deferHydrationInBuild(distDir) {
  const root = path.join(distDir, 'server', 'app')
  let count = 0
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    const html = readFileSync(file, 'utf8')
    const out = deferHydration(html)
    if (out !== html) {
      writeFileSync(file, out)
      count++
    }
  }
  return count
}
