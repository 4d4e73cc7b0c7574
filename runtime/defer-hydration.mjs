// @ts-check
// Post-build step: the prerendered pages load Next's scripts after their first paint.
//
// Next puts its framework and page chunks in the <head> as async scripts (plus low-priority
// preloads), so on a slow phone ~150 KiB of JavaScript shares the line with the HTML, the CSS
// and the fonts before anything is shown. The pages are complete without JavaScript (it only
// adds menus, dialogs, the carousel and the forms' in-page sending), so each prerendered page
// instead gets a few lines that append the same scripts once the browser reports its first
// contentful paint. The page then hydrates as before, a frame later.
import { readFileSync, writeFileSync } from 'node:fs'
import { applyEdits, readElements } from './html.mjs'
import { prerenderedPages } from './static-pages.mjs'

// Which of Next's tags are moved, and what they look like, are Next contracts (NEXT-CONTRACTS.md):
// an async chunk script carries only src and async, and its preload is rel=preload as=script.
const CHUNK_ATTRIBUTES = ['src', 'async']

/**
 * The loader: appends the scripts on the first contentful paint, or at the latest 2 s after
 * `load` (a browser without paint timing: at `load`).
 * @param {string[]} sources
 */
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
 * @param {string} html
 */
export function deferHydration(html) {
  const { elements, headEnd } = readElements(html, ['script', 'link'])
  const chunks = elements.filter((e) => e.name === 'script' && e.attrs.src && 'async' in e.attrs)
  if (!chunks.length) return html
  /** @type {string[]} */
  const sources = []
  for (const chunk of chunks) {
    const unknown = Object.keys(chunk.attrs).filter((name) => !CHUNK_ATTRIBUTES.includes(name))
    if (unknown.length)
      throw new Error(
        `defer-hydration: unexpected ${unknown.join(', ')} on ${html.slice(chunk.start, chunk.end)}`,
      )
    const src = /** @type {string} */ (chunk.attrs.src)
    if (!sources.includes(src)) sources.push(src)
  }
  const preloads = elements.filter(
    (e) =>
      e.name === 'link' &&
      e.attrs.rel === 'preload' &&
      e.attrs.as === 'script' &&
      sources.includes(e.attrs.href ?? ''),
  )
  if (headEnd === null) throw new Error('defer-hydration: page without </head>')
  return applyEdits(html, [
    ...[...chunks, ...preloads].map(({ start, end }) => ({ start, end, text: '' })),
    { start: headEnd, end: headEnd, text: loader(sources) },
  ])
}

/**
 * Applies deferHydration to every prerendered page of a build. Returns the number rewritten.
 * @param {string} distDir
 */
export function deferHydrationInBuild(distDir) {
  let count = 0
  for (const { file } of prerenderedPages(distDir)) {
    const html = readFileSync(file, 'utf8')
    const out = deferHydration(html)
    if (out !== html) {
      writeFileSync(file, out)
      count++
    }
  }
  return count
}
