#!/usr/bin/env node
// Generates the original SVG illustrations used across the site into public/art/.
// Plain ESM, no dependencies. Output is deterministic (seeded PRNG) and minified.
// Usage: node scripts/make-art.mjs

import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scenes as services1 } from './art/services-1.mjs'
import { scenes as services2 } from './art/services-2.mjs'
import { scenes as projects1 } from './art/projects-1.mjs'
import { scenes as projects2 } from './art/projects-2.mjs'
import { scenes as blog1 } from './art/blog-1.mjs'
import { scenes as blog2 } from './art/blog-2.mjs'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art')

// Every scene, in the order the files list them.
const scenes = { ...services1, ...services2, ...projects1, ...projects2, ...blog1, ...blog2 }

// ================================================================ run
/**
 * Size pass: presentation attributes that repeat (fill/stroke/opacity combos)
 * are hoisted into short CSS classes in a single <style> block.
 */
const STYLE_ATTRS = new Set([
  'fill',
  'opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
])
const ELEMENT = /<(rect|circle|ellipse|path)\b([^>]*?)\/>/g
const splitAttrs = (attrs) => {
  const style = []
  const rest = attrs.replace(/\s([a-z-]+)="([^"]*)"/g, (m, k, v) =>
    STYLE_ATTRS.has(k) ? (style.push(`${k}:${v}`), '') : m,
  )
  return { rest, sig: style.sort().join(';') }
}
const className = (i) => {
  let n = ''
  do {
    n = String.fromCharCode(97 + (i % 26)) + n
    i = Math.floor(i / 26) - 1
  } while (i >= 0)
  return n
}
const compact = (svg) => {
  const counts = new Map()
  for (const [, , attrs] of svg.matchAll(ELEMENT)) {
    const { sig } = splitAttrs(attrs)
    if (sig) counts.set(sig, (counts.get(sig) || 0) + 1)
  }
  const names = new Map()
  ;[...counts]
    .filter(([sig, n]) => n >= 2 && (n - 1) * (sig.length + 4) > sig.length + 12)
    .sort((a, b) => b[1] - a[1])
    .forEach(([sig], i) => names.set(sig, className(i)))
  if (!names.size) return svg
  const body = svg.replace(ELEMENT, (m, tag, attrs) => {
    const { rest, sig } = splitAttrs(attrs)
    return names.has(sig) ? `<${tag}${rest} class="${names.get(sig)}"/>` : m
  })
  const css = [...names].map(([sig, n]) => `.${n}{${sig}}`).join('')
  return body.replace('<defs>', `<defs><style>${css}</style>`)
}

mkdirSync(OUT, { recursive: true })
const minify = (svg) =>
  compact(
    svg
      .replace(/>\s+</g, '><')
      .replace(/\s{2,}/g, ' ')
      .replace(/ d="([^"]*)"/g, (m, d) => ` d="${d.replace(/ -/g, '-').replace(/([a-zA-Z]) /g, '$1')}"`)
      .replace(/="0\./g, '=".')
      .trim(),
  )
let total = 0
for (const [name, make] of Object.entries(scenes)) {
  const file = join(OUT, `${name}.svg`)
  writeFileSync(file, minify(make()) + '\n')
  const size = statSync(file).size
  total += size
  const flag = size > 12 * 1024 ? '  !! over 12 KB' : size > 6 * 1024 ? '  (over 6 KB target)' : ''
  console.log(`${(size / 1024).toFixed(1).padStart(5)} KB  ${name}.svg${flag}`)
}
console.log(`${Object.keys(scenes).length} files, ${(total / 1024).toFixed(1)} KB total -> ${OUT}`)
