#!/usr/bin/env node
// Generates the original SVG illustrations used across the site into public/art/.
// Plain ESM, no dependencies. Output is deterministic (seeded PRNG) and minified.
// Usage: node scripts/make-art.mjs

import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art')

// ---------------------------------------------------------------- palette
const K = {
  c: '#22d3ee', // cyan accent
  s: '#38bdf8', // sky accent
  v: '#8b5cf6', // violet
  v2: '#a78bfa', // light violet
  n: '#94a3b8', // neutral
  l: '#e2e8f0', // light neutral
  ink: '#0b1220',
  card: '#131d33',
  card2: '#182440',
  well: '#0e1729',
  line: '#24324f',
  dim: '#2c3a57',
  mute: '#3b4a68',
}

// ---------------------------------------------------------------- utils
/** mulberry32 seeded PRNG -> () => [0,1) */
const prng = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const f = (n) => +(+n).toFixed(1)
const num = (n) => String(f(n)).replace(/^(-?)0\./, '$1.')
const op = (o) => (o == null || o >= 1 ? '' : ` opacity="${num(o)}"`)
const range = (n) => [...Array(n).keys()]

// ---------------------------------------------------------------- primitives
/** rounded rect; ex = extra attributes */
const R = (x, y, w, h, rx = 8, fill = K.card, ex = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${rx}"` : ''}${
    fill && fill !== 'none' ? ` fill="${fill}"` : ''
  }${ex ? ' ' + ex : ''}/>`
/** stroked card */
const card = (x, y, w, h, rx = 14, fill = K.card, stroke = K.line) =>
  R(x, y, w, h, rx, fill, `stroke="${stroke}"`)
/** pill bar */
const B = (x, y, w, h = 8, fill = K.dim, o) => R(x, y, w, h, h / 2, fill, op(o).trim())
const C = (cx, cy, r, fill = K.c, ex = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fill && fill !== 'none' ? ` fill="${fill}"` : ''}${ex ? ' ' + ex : ''}/>`
const P = (d, stroke = K.c, sw = 1.5, ex = '') =>
  `<path d="${d}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${ex ? ' ' + ex : ''}/>`
const F = (d, fill, ex = '') =>
  `<path d="${d}"${fill !== 'none' ? ` fill="${fill}"` : ''}${ex ? ' ' + ex : ''}/>`
const L = (x1, y1, x2, y2, stroke = K.line, sw = 1, ex = '') =>
  P(`M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, stroke, sw, ex)
const T = (x, y, s, size = 11, fill = K.n, ex = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${fill}"${ex ? ' ' + ex : ''}>${s}</text>`
const G = (body, ex) => `<g ${ex}>${body}</g>`
const round = 'stroke-linecap="round" stroke-linejoin="round"'
const dash = (a = 4, b = 5) => `stroke-dasharray="${a} ${b}"`

/** soft radial glow (gradient, no blur) */
const glow = (cx, cy, rx, ry = rx, id = 'gc', o = 1) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"${op(o)}/>`

/** horizontal s-curve between two points */
const hcurve = (x1, y1, x2, y2) => {
  const m = f((x1 + x2) / 2)
  return `M${f(x1)} ${f(y1)}C${m} ${f(y1)} ${m} ${f(y2)} ${f(x2)} ${f(y2)}`
}
/** vertical s-curve between two points */
const vcurve = (x1, y1, x2, y2) => {
  const m = f((y1 + y2) / 2)
  return `M${f(x1)} ${f(y1)}C${f(x1)} ${m} ${f(x2)} ${m} ${f(x2)} ${f(y2)}`
}
/** smooth path through points (horizontal tangents), relative commands, `s` when spacing repeats */
const smooth = (pts) => {
  const q = pts.map(([x, y]) => [f(x), f(y)])
  let d = `M${num(q[0][0])} ${num(q[0][1])}`
  let pdx = null
  for (let i = 1; i < q.length; i++) {
    const dx = f(q[i][0] - q[i - 1][0])
    const dy = num(q[i][1] - q[i - 1][1])
    const h = num(dx / 2)
    d +=
      pdx !== null && Math.abs(dx - pdx) < 0.25
        ? `s${h} ${dy} ${num(dx)} ${dy}`
        : `c${h} 0 ${h} ${dy} ${num(dx)} ${dy}`
    pdx = dx
  }
  return d
}
/** random-walk series in [0.08, 0.95] with a trend */
const series = (n, rnd, start = 0.3, trend = 0.4, noise = 0.18) => {
  let v = start
  return range(n).map((i) => {
    if (i) v += trend / n + (rnd() - 0.5) * noise
    return Math.min(0.95, Math.max(0.08, v))
  })
}
/** line / area chart; returns svg */
const chart = (x, y, w, h, vals, color = K.c, area = 'ac', sw = 2) => {
  const pts = vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - v * h])
  const d = smooth(pts)
  return (
    (area ? F(`${d}V${f(y + h)}H${f(x)}Z`, `url(#${area})`) : '') + P(d, color, sw, 'stroke-linecap="round"')
  )
}
/** vertical bar chart */
const bars = (x, y, w, h, vals, fill = K.c, gap = 0.45, hi = -1, hiFill = K.c) => {
  const bw = w / vals.length
  return vals
    .map((v, i) => {
      const bh = Math.max(6, v * h)
      return R(
        x + i * bw + (bw * gap) / 2,
        y + h - bh,
        bw * (1 - gap),
        bh,
        Math.min(4, (bw * (1 - gap)) / 2),
        i === hi ? hiFill : fill,
      )
    })
    .join('')
}
/** hsl (deg, %, %) -> #rrggbb */
const hsl = (h, sat, lig) => {
  const a = (sat / 100) * Math.min(lig / 100, 1 - lig / 100)
  const ch = (n) => {
    const k = (n + h / 30) % 12
    const v = lig / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${ch(0)}${ch(8)}${ch(4)}`
}
const polar = (cx, cy, r, a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)]
/** circular arc path from angle a0 to a1 (radians, clockwise) */
const arc = (cx, cy, r, a0, a1) => {
  const [x0, y0] = polar(cx, cy, r, a0)
  const [x1, y1] = polar(cx, cy, r, a1)
  return `M${f(x0)} ${f(y0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${f(x1)} ${f(y1)}`
}
/** annular sector */
const sector = (cx, cy, r0, r1, a0, a1) => {
  const p = (r, a) => polar(cx, cy, r, a).map(Math.round).join(' ')
  const lg = a1 - a0 > Math.PI ? 1 : 0
  return `M${p(r1, a0)}A${r1} ${r1} 0 ${lg} 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 ${lg} 0 ${p(r0, a0)}Z`
}
/** progress ring (track + arc) */
const ring = (cx, cy, r, frac, color = K.c, sw = 10, track = 0.14) => {
  const len = 2 * Math.PI * r
  return (
    C(cx, cy, r, 'none', `stroke="${color}" stroke-opacity="${track}" stroke-width="${sw}"`) +
    C(
      cx,
      cy,
      r,
      'none',
      `stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-dasharray="${f(len * frac)} ${f(len)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"`,
    )
  )
}
/** tick mark */
const tick = (x, y, s = 10, color = K.ink, sw = 2) =>
  P(`M${f(x)} ${f(y)}l${f(s * 0.35)} ${f(s * 0.35)}l${f(s * 0.65)} -${f(s * 0.7)}`, color, sw, round)
/** filled check badge */
const checkBadge = (cx, cy, r, fill = K.c) =>
  C(cx, cy, r, fill) + tick(cx - r * 0.45, cy, r * 0.9, K.ink, Math.max(1.8, r / 6))
/** map pin with tip at (x,y) */
const pin = (x, y, color = K.c, s = 1) =>
  F(
    `M${f(x)} ${f(y)}l${f(-7.8 * s)} ${f(-11.5 * s)}a${f(9 * s)} ${f(9 * s)} 0 1 1 ${f(15.6 * s)} 0z`,
    color,
  ) + C(x, y - 16 * s, 3.4 * s, K.ink)
/** graph node: ring + core */
const node = (x, y, r = 8, color = K.c, fill = K.ink) =>
  C(x, y, r, fill, `stroke="${color}" stroke-width="1.5"`) + C(x, y, r * 0.42, color)
/** mouse cursor with tip at (x,y) */
const cursor = (x, y, fill = K.l) =>
  F(
    `M${x} ${y}v24l6.5-6 4.5 10 4-1.8-4.5-9.8h9z`,
    fill,
    `stroke="${K.ink}" stroke-width="1.5" stroke-linejoin="round"`,
  )
/** three window dots */
const dots3 = (x, y, r = 4) => [K.mute, K.mute, K.mute].map((c, i) => C(x + i * r * 3.4, y, r, c)).join('')

/** code fragment as rounded token bars */
const code = (x, y, lines, rnd, { lh = 18, maxW = 240, h = 7, nums = false, pal } = {}) => {
  const colors = pal || [K.c, K.v2, K.n, K.s, K.n, K.mute]
  let ind = 0
  let out = ''
  for (let i = 0; i < lines; i++) {
    const yy = y + i * lh
    if (nums) out += B(x - 26, yy, 12, h, K.dim)
    const r = rnd()
    if (r < 0.12 && i) continue // blank line
    ind = Math.max(0, Math.min(3, ind + (r < 0.45 ? 1 : r < 0.75 ? -1 : 0)))
    let xx = x + ind * 16
    const toks = 1 + Math.floor(rnd() * 3)
    for (let t = 0; t < toks; t++) {
      const w = 14 + Math.floor(rnd() * 56)
      if (xx + w > x + maxW) break
      const col = colors[Math.floor(rnd() * colors.length)]
      out += B(xx, yy, w, h, col, col === K.n ? 0.55 : 0.9)
      xx += w + 7
    }
  }
  return out
}

// ---------------------------------------------------------------- frames
/** browser window; content area starts at y+40 */
const browser = (x, y, w, h, { url = true, fill = K.card } = {}) =>
  card(x, y, w, h, 14, fill) +
  L(x, y + 36, x + w, y + 36, K.line) +
  dots3(x + 18, y + 18) +
  (url
    ? B(x + w / 2 - w * 0.18, y + 12, w * 0.36, 12, K.well) +
      C(x + w / 2 - w * 0.18 + 10, y + 18, 2.5, K.c, 'opacity=".8"')
    : '')
/** phone frame; screen = x+8..x+w-8 */
const phone = (x, y, w, h, screen = K.card) =>
  R(x, y, w, h, 32, '#0d1526', `stroke="${K.mute}" stroke-width="1.5"`) +
  R(x + 8, y + 8, w - 16, h - 16, 25, screen) +
  B(x + w / 2 - 26, y + 18, 52, 12, K.ink)
/** laptop; screen content from x+12,y+12 */
const laptop = (x, y, w, h) =>
  R(x, y, w, h, 14, '#0d1526', `stroke="${K.mute}" stroke-width="1.5"`) +
  R(x + 12, y + 12, w - 24, h - 24, 6, K.card) +
  F(`M${x - 36} ${y + h + 2}h${w + 72}l-16 16H${x - 20}z`, K.card2, `stroke="${K.mute}"`) +
  B(x + w / 2 - 34, y + h + 2, 68, 5, K.mute)

// ---------------------------------------------------------------- document
const DEFS = {
  bg: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#0b1220"/><stop offset="1" stop-color="#111a2e"/></linearGradient>`,
  gc: `<radialGradient id="gc"><stop stop-color="#22d3ee" stop-opacity=".32"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>`,
  gs: `<radialGradient id="gs"><stop stop-color="#38bdf8" stop-opacity=".28"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></radialGradient>`,
  gv: `<radialGradient id="gv"><stop stop-color="#8b5cf6" stop-opacity=".3"/><stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/></radialGradient>`,
  ac: `<linearGradient id="ac" x1="0" y1="0" x2="0" y2="1"><stop stop-color="#22d3ee" stop-opacity=".32"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></linearGradient>`,
  av: `<linearGradient id="av" x1="0" y1="0" x2="0" y2="1"><stop stop-color="#8b5cf6" stop-opacity=".3"/><stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/></linearGradient>`,
  cv: `<linearGradient id="cv" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#22d3ee"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>`,
  cs: `<linearGradient id="cs" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#22d3ee"/><stop offset="1" stop-color="#38bdf8"/></linearGradient>`,
  tv: `<linearGradient id="tv" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#22d3ee" stop-opacity=".22"/><stop offset="1" stop-color="#8b5cf6" stop-opacity=".22"/></linearGradient>`,
}

/**
 * Size pass 1: pill bars (rect with rx = height/2, flat fill) become round-capped
 * stroke segments; segments of the same style are merged into one <path> when no
 * element drawn in between overlaps them (so the z-order is preserved).
 */
const ITEM =
  /<g\b[^>]*>[\s\S]*?<\/g>|<text\b[^>]*>[^<]*<\/text>|<clipPath\b[\s\S]*?<\/clipPath>|<[a-z]+\b[^>]*\/>/g
const attrsOf = (tag) =>
  Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
const NUM = '(-?[\\d.]+)'
const LINE = new RegExp(`^M${NUM} ${NUM}(?:L${NUM} ${NUM}|([hvHV])${NUM})$`)
const overlaps = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
const boxOf = (src) => {
  const m = /^<(rect|circle|ellipse)\b/.exec(src)
  if (!m) return null // unknown extent: treat as blocking
  const a = attrsOf(src)
  if (a.transform) return null
  const pad = a.stroke ? 2 : 0
  const n = (k) => +(a[k] || 0)
  if (m[1] === 'rect')
    return [n('x') - pad, n('y') - pad, n('x') + n('width') + pad, n('y') + n('height') + pad]
  const rx = m[1] === 'circle' ? n('r') : n('rx')
  const ry = m[1] === 'circle' ? n('r') : n('ry')
  return [n('cx') - rx - pad, n('cy') - ry - pad, n('cx') + rx + pad, n('cy') + ry + pad]
}
const mergePills = (body) => {
  const out = [] // {src} | {pill:key, d:[], boxes:[], attrs}
  for (const [src] of body.matchAll(ITEM)) {
    // straight stroke-only line segments: merge by identical attributes
    const lm = src.startsWith('<path') && LINE.exec(attrsOf(src).d)
    const la = lm && attrsOf(src)
    if (la && !la.fill && la.stroke && !la.stroke.startsWith('url') && !la.transform) {
      const { d, ...rest } = la
      const key = 'L' + JSON.stringify(rest)
      const [x1, y1] = [+lm[1], +lm[2]]
      let x2 = x1,
        y2 = y1
      if (lm[3] != null) [x2, y2] = [+lm[3], +lm[4]]
      else if (lm[5] === 'h') x2 += +lm[6]
      else if (lm[5] === 'v') y2 += +lm[6]
      else if (lm[5] === 'H') x2 = +lm[6]
      else y2 = +lm[6]
      const pad = (+rest['stroke-width'] || 1) / 2 + 1
      const box = [
        Math.min(x1, x2) - pad,
        Math.min(y1, y2) - pad,
        Math.max(x1, x2) + pad,
        Math.max(y1, y2) + pad,
      ]
      let target = null
      for (let i = out.length - 1; i >= 0; i--) {
        if (out[i].line === key) {
          target = out[i]
          break
        }
        if (out[i].boxes.some((b) => !b || overlaps(b, box))) break
      }
      if (target) {
        target.d.push(d)
        target.boxes.push(box)
      } else out.push({ line: key, d: [d], boxes: [box], a: rest })
      continue
    }
    const a = src.startsWith('<rect') ? attrsOf(src) : null
    const keys = a
      ? Object.keys(a).filter((k) => !['x', 'y', 'width', 'height', 'rx', 'fill', 'opacity'].includes(k))
      : [1]
    const w = a && +a.width,
      h = a && +a.height
    if (
      !a ||
      keys.length ||
      !a.fill ||
      a.fill.startsWith('url') ||
      Math.abs(+a.rx - h / 2) > 0.01 ||
      w <= h
    ) {
      out.push({ src, boxes: [boxOf(src)] })
      continue
    }
    const key = `${a.fill}|${h}|${a.opacity || ''}`
    const box = [+a.x, +a.y, +a.x + w, +a.y + h]
    const seg = `M${num(+a.x + h / 2)} ${num(+a.y + h / 2)}h${num(w - h)}`
    let target = null
    for (let i = out.length - 1; i >= 0; i--) {
      if (out[i].pill === key) {
        target = out[i]
        break
      }
      if (out[i].boxes.some((b) => !b || overlaps(b, box))) break
    }
    if (target) {
      target.d.push(seg)
      target.boxes.push(box)
    } else out.push({ pill: key, d: [seg], boxes: [box], a })
  }
  return out
    .map((it) =>
      it.line
        ? `<path d="${it.d.join('')}"${Object.entries(it.a)
            .map(([k, v]) => ` ${k}="${v}"`)
            .join('')}/>`
        : it.pill
          ? `<path d="${it.d.join('')}" stroke="${it.a.fill}" stroke-width="${it.a.height}" stroke-linecap="round"${it.a.opacity ? ` opacity="${it.a.opacity}"` : ''}/>`
          : it.src,
    )
    .join('')
}

/**
 * Wrap a scene into a complete SVG with its own dark rounded panel.
 * glows: array of glow() strings drawn under the grid; grid: cell size or 0.
 */
const doc = (W, H, body, { glows = '', grid = 32, gx = 0.5, gy = 0.45 } = {}) => {
  body = mergePills(body)
  const under = glows + (grid ? `<rect width="${W}" height="${H}" fill="url(#gp)" mask="url(#gm)"/>` : '')
  let defs = DEFS.bg + `<clipPath id="cp"><rect width="${W}" height="${H}" rx="24"/></clipPath>`
  if (grid) {
    defs +=
      `<pattern id="gp" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M${grid} 0H0V${grid}" stroke="#94a3b8" stroke-opacity=".09"/></pattern>` +
      `<radialGradient id="fd" cx="${gx}" cy="${gy}" r=".6"><stop stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
      `<mask id="gm"><rect width="${W}" height="${H}" fill="url(#fd)"/></mask>`
  }
  const all = under + body
  for (const [id, d] of Object.entries(DEFS)) {
    if (id !== 'bg' && all.includes(`#${id})`)) defs += d
  }
  const font = body.includes('<text') ? ' font-family="ui-monospace,Menlo,Consolas,monospace"' : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" fill="none"${font}>` +
    `<defs>${defs}</defs>` +
    `<g clip-path="url(#cp)"><rect width="${W}" height="${H}" fill="url(#bg)"/>${under}</g>` +
    body +
    `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="23.5" stroke="#94a3b8" stroke-opacity=".14"/>` +
    `</svg>`
  )
}

// ================================================================ scenes
const scenes = {}

// ---------------- services ----------------

scenes['service-ui-ux-design'] = () => {
  let s = ''
  // artboard with wireframe
  s += card(56, 56, 440, 388, 16)
  s += C(84, 86, 9, K.c, 'opacity=".9"') + [0, 1, 2].map((i) => B(110 + i * 50, 82, 38, 7, K.mute)).join('')
  s += R(404, 74, 72, 24, 12, 'none', `stroke="${K.c}"`)
  s += B(80, 132, 170, 14, K.l, 0.9) + B(80, 154, 130, 14, K.l, 0.9)
  s += B(80, 184, 180, 6, K.n, 0.5) + B(80, 198, 150, 6, K.n, 0.5) + B(80, 212, 164, 6, K.n, 0.5)
  s += B(80, 236, 92, 26, K.c) + R(182, 236, 80, 26, 13, 'none', `stroke="${K.mute}"`)
  // image placeholder (selected)
  const ix = 292,
    iy = 124,
    iw = 178,
    ih = 140
  s +=
    R(ix, iy, iw, ih, 8, K.well) +
    P(`M${ix} ${iy}L${ix + iw} ${iy + ih}M${ix + iw} ${iy}L${ix} ${iy + ih}`, K.dim, 1)
  s += R(ix - 5, iy - 5, iw + 10, ih + 10, 2, 'none', `stroke="${K.c}" ${dash(4, 3)}`)
  s += [
    [ix - 5, iy - 5],
    [ix + iw + 5, iy - 5],
    [ix - 5, iy + ih + 5],
    [ix + iw + 5, iy + ih + 5],
  ]
    .map(([x, y]) => R(x - 4, y - 4, 8, 8, 1.5, K.l, `stroke="${K.c}"`))
    .join('')
  s +=
    R(ix + iw / 2 - 38, iy + ih + 14, 76, 20, 6, K.c) +
    T(ix + iw / 2, iy + ih + 28, '178×140', 10, K.ink, 'text-anchor="middle"')
  // three wireframe cards
  range(3).forEach((i) => {
    const x = 80 + i * 134
    s +=
      R(x, 322, 120, 98, 10, K.well, `stroke="${K.line}"`) + R(x + 10, 332, 100, 44, 6, K.dim, 'opacity=".6"')
    s += B(x + 10, 388, 72, 6, K.n, 0.55) + B(x + 10, 400, 52, 6, K.n, 0.35)
  })
  s += cursor(ix + iw + 2, iy + ih + 2)
  // colour swatches panel
  s += card(524, 56, 220, 176, 16)
  s += B(544, 76, 80, 7, K.n, 0.6)
  ;[K.c, K.s, K.v, K.v2, K.l].forEach((c, i) => {
    s +=
      C(560 + i * 37, 120, 15, c) +
      (i === 0 ? C(560, 120, 20, 'none', `stroke="${K.c}" stroke-width="1.5"`) : '')
  })
  s += R(544, 154, 180, 14, 7, 'url(#cv)')
  ;[24, 16, 10].forEach(
    (h, i) => (s += B(544 + [0, 70, 124][i], 186, [58, 46, 40][i], 8, i ? K.mute : K.n, 0.8)),
  )
  s += B(544, 204, 120, 6, K.dim)
  // pen tool / bezier panel
  s += card(524, 252, 220, 192, 16)
  s += P('M556 404C580 300 690 420 712 292', K.l, 2, 'stroke-linecap="round"')
  s += L(556, 404, 580, 300, K.v2, 1) + L(712, 292, 690, 420, K.v2, 1)
  s += C(580, 300, 4, K.v2) + C(690, 420, 4, K.v2)
  s += R(551, 399, 10, 10, 2, K.ink, `stroke="${K.c}" stroke-width="1.5"`) + R(707, 287, 10, 10, 2, K.c)
  s += F('M636 320l10 26-10-6-10 6z', K.c) + R(631, 346, 10, 6, 1.5, K.c)
  return doc(800, 500, s, { glows: glow(620, 140, 280, 220) + glow(120, 460, 260, 180, 'gv') })
}

scenes['service-cloud-services'] = () => {
  let s = ''
  const cx = 400,
    cy = 178
  const cloud = `M${cx - 150} ${cy + 62}H${cx + 150}A62 62 0 0 0 ${cx + 162} ${cy - 58}A92 92 0 0 0 ${cx - 8} ${cy - 92}A72 72 0 0 0 ${cx - 128} ${cy - 38}A52 52 0 0 0 ${cx - 150} ${cy + 62}Z`
  // connections to servers
  const xs = [130, 300, 500, 670]
  xs.forEach((x, i) => {
    const sx = cx - 120 + i * 80
    s += P(vcurve(sx, cy + 62, x, 346), i % 3 ? K.c : K.v2, 1.5, `stroke-opacity=".55" ${dash(3, 5)}`)
    s += C((sx + x) / 2, (cy + 62 + 346) / 2, 4, i % 3 ? K.c : K.v2) + C(sx, cy + 62, 3, K.l)
  })
  s +=
    P(hcurve(cx - 150, cy + 10, 152, 122), K.n, 1, `stroke-opacity=".5" ${dash()}`) +
    P(hcurve(cx + 150, cy - 10, 620, 120), K.n, 1, `stroke-opacity=".5" ${dash()}`)
  s += F(cloud, K.card) + F(cloud, 'url(#tv)') + P(cloud, 'url(#cv)', 2)
  // stack icon inside cloud
  ;[0, 1, 2].forEach((i) => {
    const y = cy - 40 + i * 30
    s += R(cx - 64, y, 128, 22, 7, i === 0 ? K.c : K.card2, i ? `stroke="${K.mute}"` : 'opacity=".95"')
    s +=
      C(cx - 50, y + 11, 3.5, i === 0 ? K.ink : K.c) +
      B(cx - 38, y + 8, i === 0 ? 60 : 46, 6, i === 0 ? K.ink : K.mute, i ? 1 : 0.45)
  })
  // servers
  xs.forEach((x, i) => {
    const y = 346
    s += card(x - 62, y, 124, 92, 12, K.card)
    ;[0, 1, 2].forEach((u) => {
      const uy = y + 12 + u * 24
      s += R(x - 50, uy, 100, 18, 5, K.well)
      s += C(x - 40, uy + 9, 3, u === i % 3 ? K.v2 : K.c) + C(x - 30, uy + 9, 3, K.mute)
      s += range(4)
        .map((k) => L(x + 8 + k * 8, uy + 5, x + 8 + k * 8, uy + 13, K.mute, 1.5))
        .join('')
    })
  })
  // side services: database + lock
  const db = (x, y) =>
    F(`M${x - 32} ${y - 26}v52a32 10 0 0 0 64 0v-52`, K.card2, `stroke="${K.c}" stroke-width="1.5"`) +
    `<ellipse cx="${x}" cy="${y - 26}" rx="32" ry="10" fill="${K.card}" stroke="${K.c}" stroke-width="1.5"/>` +
    P(`M${x - 32} ${y}a32 10 0 0 0 64 0`, K.c, 1.5, 'stroke-opacity=".6"')
  s += db(120, 122)
  s +=
    card(620, 84, 70, 72, 16, K.card2, K.v2) +
    P('M643 112v-8a12 12 0 0 1 24 0v8', K.v2, 2.5) +
    R(638, 112, 34, 26, 6, K.v2) +
    C(655, 123, 3.5, K.ink)
  return doc(800, 500, s, { glows: glow(400, 170, 320, 200) + glow(680, 420, 200, 140, 'gv', 0.8), gy: 0.35 })
}

scenes['service-web-development'] = () => {
  const rnd = prng(7)
  let s = ''
  s += browser(64, 44, 672, 412)
  // code pane
  s += F('M64.5 80.5H385v375H78.5a14 14 0 0 1 -14 -14z', K.well, 'opacity=".7"')
  s += code(112, 108, 15, rnd, { lh: 21, maxW: 250, nums: true })
  s += L(385, 81, 385, 455, K.line)
  // preview pane
  const x = 405
  s += C(x + 14, 104, 7, K.c) + [0, 1, 2].map((i) => B(x + 130 + i * 46, 100, 34, 7, K.mute)).join('')
  s += R(x, 126, 311, 130, 10, 'url(#tv)', `stroke="${K.line}"`)
  s +=
    B(x + 20, 152, 150, 14, K.l, 0.9) +
    B(x + 20, 174, 110, 14, K.l, 0.9) +
    B(x + 20, 200, 160, 6, K.n, 0.5) +
    B(x + 20, 222, 74, 20, K.c)
  s +=
    C(x + 250, 190, 38, 'none', `stroke="${K.v2}" stroke-opacity=".7" stroke-width="1.5"`) +
    C(x + 250, 190, 20, 'url(#cv)')
  range(3).forEach((i) => {
    const cx = x + i * 106
    s +=
      R(cx, 272, 98, 112, 10, K.card2, `stroke="${K.line}"`) +
      R(cx + 10, 282, 28, 28, 8, i === 1 ? K.v2 : K.c, 'opacity=".85"')
    s +=
      B(cx + 10, 324, 70, 7, K.l, 0.7) + B(cx + 10, 338, 56, 6, K.n, 0.45) + B(cx + 10, 350, 64, 6, K.n, 0.45)
  })
  s += B(x, 406, 120, 6, K.dim) + B(x + 200, 406, 111, 6, K.dim) + B(x, 420, 80, 6, K.dim)
  // floating tag chip
  s += R(36, 370, 132, 58, 14, K.card2, `stroke="${K.c}" stroke-opacity=".6"`)
  s += P('M72 386l-14 13 14 13M132 386l14 13-14 13M110 382l-16 34', K.c, 2.5, round)
  // terminal chip
  s += R(612, 24, 160, 70, 12, K.ink, `stroke="${K.mute}"`)
  s +=
    P('M628 46l7 6-7 6', K.c, 2, round) +
    B(644, 49, 80, 6, K.l, 0.8) +
    B(628, 70, 56, 6, K.v2, 0.8) +
    B(690, 70, 40, 6, K.n, 0.5)
  return doc(800, 500, s, { glows: glow(560, 250, 300, 220) + glow(140, 420, 200, 140, 'gv'), grid: 0 })
}

scenes['service-maintenance-support'] = () => {
  const rnd = prng(11)
  let s = ''
  // gauge card
  s += card(56, 56, 320, 388, 18)
  const gx = 216,
    gy = 250,
    gr = 112
  s += P(arc(gx, gy, gr, Math.PI, 2 * Math.PI), K.dim, 14, 'stroke-linecap="round"')
  s += P(arc(gx, gy, gr, Math.PI, Math.PI * 1.86), 'url(#cv)', 14, 'stroke-linecap="round"')
  range(11).forEach((i) => {
    const a = Math.PI + (i * Math.PI) / 10
    const [x1, y1] = polar(gx, gy, gr - 26, a)
    const [x2, y2] = polar(gx, gy, gr - (i % 5 ? 20 : 16), a)
    s += L(x1, y1, x2, y2, K.n, 1.5, 'stroke-opacity=".5"')
  })
  const [nx, ny] = polar(gx, gy, gr - 34, Math.PI * 1.86)
  s +=
    P(`M${gx} ${gy}L${f(nx)} ${f(ny)}`, K.l, 3, 'stroke-linecap="round"') +
    C(gx, gy, 10, K.l) +
    C(gx, gy, 4, K.ink)
  s += T(gx, gy + 58, '99.98%', 30, K.l, 'text-anchor="middle" font-weight="600"')
  s += B(gx - 50, gy + 76, 100, 7, K.n, 0.45)
  ;[0, 1, 2].forEach((i) => {
    const x = 80 + i * 92
    s +=
      R(x, 374, 80, 48, 10, K.well) +
      B(x + 12, 388, 40, 6, K.n, 0.5) +
      B(x + 12, 402, 54, 8, i === 1 ? K.v2 : K.c, 0.9)
  })
  // wrench chip
  s += G(
    R(-5, -30, 10, 44, 5, K.n) + C(0, -30, 12, K.n) + R(-5, -46, 10, 16, 2, K.card2),
    `transform="translate(90 96) rotate(40)"`,
  )
  // uptime card
  s += card(400, 56, 344, 176, 18)
  s +=
    C(424, 84, 5, K.c) +
    B(438, 80, 90, 8, K.l, 0.8) +
    R(664, 74, 60, 20, 10, K.c, 'opacity=".15"') +
    B(676, 81, 36, 6, K.c)
  range(30).forEach((i) => {
    const bad = i === 9 || i === 22
    s += R(
      424 + i * 10.2,
      bad ? 138 : 120,
      6,
      bad ? 30 : 48,
      3,
      bad ? K.v2 : K.c,
      bad ? '' : op([0.55, 0.75, 1][Math.floor(rnd() * 3)]).trim(),
    )
  })
  s += B(424, 192, 60, 6, K.dim) + B(664, 192, 60, 6, K.dim)
  // response time card
  s += card(400, 256, 344, 188, 18)
  s += B(424, 278, 110, 8, K.l, 0.8) + B(424, 294, 70, 6, K.n, 0.45)
  range(3).forEach((i) => (s += L(424, 340 + i * 30, 720, 340 + i * 30, K.line, 1, dash(2, 4))))
  s += chart(424, 322, 296, 96, series(16, rnd, 0.45, 0, 0.55), K.c)
  s += checkBadge(738, 254, 30, 'url(#cs)') + C(738, 254, 38, 'none', `stroke="${K.c}" stroke-opacity=".35"`)
  return doc(800, 500, s, { glows: glow(216, 230, 240, 200) + glow(620, 420, 220, 140, 'gv') })
}

scenes['service-domain-hosting-mis'] = () => {
  let s = ''
  const cx = 250,
    cy = 270,
    r = 156
  s += C(cx, cy, r, K.card, `stroke="${K.mute}" stroke-width="1.5"`)
  ;[0.3, 0.62, 0.9].forEach(
    (k) =>
      (s += `<ellipse cx="${cx}" cy="${cy}" rx="${f(r * k)}" ry="${r}" stroke="${K.n}" stroke-opacity=".22"/>`),
  )
  ;[-0.66, -0.33, 0.33, 0.66].forEach((k) => {
    const y = cy + r * k,
      w = Math.sqrt(r * r - (r * k) ** 2)
    s += `<ellipse cx="${cx}" cy="${f(y)}" rx="${f(w)}" ry="${f(w * 0.14)}" stroke="${K.n}" stroke-opacity=".22"/>`
  })
  s += `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.14}" stroke="${K.c}" stroke-opacity=".5"/>`
  const pts = [
    [188, 178],
    [312, 206],
    [166, 318],
    [290, 350],
    [236, 264],
  ]
  const links = [
    [0, 1],
    [0, 4],
    [4, 2],
    [4, 3],
    [1, 3],
  ]
  links.forEach(([a, b]) => {
    const [x1, y1] = pts[a],
      [x2, y2] = pts[b]
    s += P(
      `M${x1} ${y1}Q${f((x1 + x2) / 2)} ${f(Math.min(y1, y2) - 40)} ${x2} ${y2}`,
      K.c,
      1.5,
      'stroke-opacity=".7"',
    )
  })
  pts.forEach(
    ([x, y], i) =>
      (s += glow(x, y, 22, 22) + node(x, y, i === 4 ? 9 : 7, i === 4 ? K.c : i % 2 ? K.v2 : K.s)),
  )
  // dns record card
  s += card(48, 40, 176, 78, 12, K.card2)
  ;[
    ['A', K.c, 96],
    ['CNAME', K.v2, 66],
    ['MX', K.s, 86],
  ].forEach(([t, c, w], i) => {
    s += T(62, 64 + i * 20, t, 10, c) + B(112, 57 + i * 20, w, 7, K.n, 0.4)
  })
  // links to rack
  s += P(hcurve(312, 206, 520, 150), K.c, 1.5, `stroke-opacity=".6" ${dash()}`)
  s += P(hcurve(290, 350, 520, 330), K.v2, 1.5, `stroke-opacity=".6" ${dash()}`)
  // server rack
  const rx = 520,
    ry = 70,
    rw = 220
  s += card(rx, ry, rw, 370, 16, '#0d1526', K.mute)
  s += R(rx + 8, ry + 352, 20, 26, 4, K.dim) + R(rx + rw - 28, ry + 352, 20, 26, 4, K.dim)
  range(5).forEach((i) => {
    const y = ry + 18 + i * 66
    s += R(
      rx + 16,
      y,
      rw - 32,
      54,
      8,
      K.card,
      `stroke="${i === 1 ? K.c : K.line}"${i === 1 ? ' stroke-opacity=".7"' : ''}`,
    )
    s += C(rx + 34, y + 18, 4, i === 3 ? K.v2 : K.c) + C(rx + 48, y + 18, 4, K.mute)
    s += B(rx + 30, y + 34, 60, 6, K.n, 0.35)
    range(4).forEach((k) => (s += R(rx + 110 + k * 22, y + 12, 16, 30, 3, K.well, `stroke="${K.line}"`)))
  })
  s +=
    R(600, 30, 112, 28, 14, K.c, 'opacity=".12"') +
    R(600, 30, 112, 28, 14, 'none', `stroke="${K.c}" stroke-opacity=".5"`) +
    T(656, 48, 'www.', 11, K.c, 'text-anchor="middle"')
  return doc(800, 500, s, { glows: glow(250, 270, 260, 240) + glow(640, 260, 200, 240, 'gv', 0.8), grid: 0 })
}

scenes['service-mobile-app-development'] = () => {
  let s = ''
  // phone A: list UI
  const ax = 214,
    ay = 36
  s += phone(ax, ay, 196, 410)
  s += B(ax + 24, ay + 50, 70, 10, K.l, 0.9) + C(ax + 160, ay + 55, 10, 'url(#cv)')
  s +=
    R(ax + 22, ay + 76, 152, 28, 14, K.well) +
    C(ax + 38, ay + 90, 5, 'none', `stroke="${K.n}" stroke-width="1.5"`) +
    B(ax + 50, ay + 87, 60, 6, K.mute)
  ;[K.c, K.v2, K.s, K.n, K.c].forEach((c, i) => {
    const y = ay + 120 + i * 50
    s +=
      C(ax + 42, y + 18, 16, c, `opacity="${i === 3 ? 0.5 : 0.85}"`) +
      B(ax + 66, y + 10, 70 - (i % 3) * 12, 7, K.l, 0.75) +
      B(ax + 66, y + 23, 50, 6, K.n, 0.4)
    s += P(`M${ax + 160} ${y + 13}l5 5-5 5`, K.n, 1.5, round)
    if (i < 4) s += L(ax + 66, y + 42, ax + 172, y + 42, K.line)
  })
  s += L(ax + 8, ay + 372, ax + 188, ay + 372, K.line)
  range(4).forEach((i) => (s += R(ax + 36 + i * 38, ay + 382, 12, 12, 4, i === 0 ? K.c : K.mute)))
  // phone B: dashboard UI
  const bx = 444,
    by = 72
  s += phone(bx, by, 196, 410)
  s += B(bx + 24, by + 50, 56, 8, K.n, 0.6) + B(bx + 24, by + 64, 96, 12, K.l, 0.9)
  s += R(bx + 20, by + 90, 156, 112, 16, 'url(#cv)')
  s += B(bx + 36, by + 106, 60, 7, K.ink, 0.6) + B(bx + 36, by + 120, 92, 12, K.ink, 0.85)
  s += P(
    smooth([
      [bx + 36, by + 184],
      [bx + 66, by + 168],
      [bx + 96, by + 176],
      [bx + 126, by + 152],
      [bx + 160, by + 146],
    ]),
    K.ink,
    2.5,
    'stroke-linecap="round" stroke-opacity=".7"',
  )
  range(4).forEach((i) => {
    const x = bx + 20 + (i % 2) * 80,
      y = by + 216 + Math.floor(i / 2) * 76
    s += R(x, y, 72, 66, 14, K.card2, `stroke="${K.line}"`)
    const col = [K.c, K.v2, K.s, K.c][i]
    s += [
      C(x + 22, y + 22, 9, col),
      R(x + 13, y + 13, 18, 18, 5, col),
      F(`M${x + 22} ${y + 12}l10 18h-20z`, col),
      ring(x + 22, y + 22, 8, 0.7, col, 3),
    ][i]
    s += B(x + 12, y + 44, 44, 6, K.n, 0.5)
  })
  s +=
    C(bx + 154, by + 372, 20, K.c) +
    P(`M${bx + 154} ${by + 364}v16M${bx + 146} ${by + 372}h16`, K.ink, 2.5, 'stroke-linecap="round"')
  // floating components
  s +=
    card(64, 120, 124, 60, 14, K.card2) +
    R(84, 138, 48, 24, 12, K.c) +
    C(120, 150, 9, K.l) +
    B(142, 146, 30, 7, K.n, 0.5)
  s +=
    card(64, 300, 124, 90, 14, K.card2) +
    B(82, 318, 70, 7, K.l, 0.7) +
    B(82, 340, 88, 6, K.dim) +
    B(82, 340, 56, 6, K.v2) +
    C(138, 343, 8, K.l) +
    B(82, 362, 88, 14, K.c, 0.25)
  s += card(664, 96, 100, 100, 14, K.card2) + ring(714, 146, 28, 0.68, K.v2, 8)
  s +=
    card(664, 230, 100, 60, 14, K.card2) +
    range(5)
      .map((i) => C(684 + i * 15, 260, 5, i < 4 ? K.c : K.mute))
      .join('')
  return doc(800, 500, s, { glows: glow(430, 250, 300, 240) + glow(700, 120, 160, 140, 'gv') })
}

scenes['service-shopify'] = () => {
  let s = ''
  s += browser(48, 48, 480, 404, { url: false })
  // awning
  range(11).forEach((i) => {
    const x = 68 + i * 40
    s += F(`M${x} 100h40v18a20 20 0 0 1 -40 0z`, i % 2 ? K.card2 : K.c, i % 2 ? '' : 'opacity=".85"')
  })
  s += R(62, 92, 452, 10, 5, K.mute)
  s += B(330, 61, 180, 10, K.well)
  // product grid 3x2
  const shapes = [
    (x, y) => C(x, y, 20, K.c),
    (x, y) => R(x - 18, y - 18, 36, 36, 10, K.v2),
    (x, y) => F(`M${x} ${y - 22}l22 38h-44z`, K.s),
    (x, y) => `<ellipse cx="${x}" cy="${y}" rx="26" ry="15" fill="${K.c}"/>`,
    (x, y) => ring(x, y, 16, 0.75, K.v2, 8),
    (x, y) => R(x - 12, y - 22, 24, 44, 12, K.s),
  ]
  range(6).forEach((i) => {
    const x = 70 + (i % 3) * 148,
      y = 150 + Math.floor(i / 3) * 150
    s += R(x, y, 136, 138, 12, K.card2, `stroke="${i === 1 ? K.c : K.line}"`)
    s += R(x + 8, y + 8, 120, 76, 8, K.well) + shapes[i](x + 68, y + 46)
    s += B(x + 12, y + 96, 76, 7, K.l, 0.75) + B(x + 12, y + 112, 40, 8, K.c, 0.9)
    s +=
      C(x + 114, y + 116, 10, i === 1 ? K.c : K.dim) +
      P(
        `M${x + 110} ${y + 116}h8M${x + 114} ${y + 112}v8`,
        i === 1 ? K.ink : K.n,
        1.5,
        'stroke-linecap="round"',
      )
  })
  // shopping bag
  const gx = 648
  s += P(`M${gx - 40} 196v-24a40 40 0 0 1 80 0v24`, K.l, 6, 'stroke-linecap="round"')
  s += F(`M${gx - 86} 176h172l14 212a16 16 0 0 1 -16 17H${gx - 88}a16 16 0 0 1 -16 -17z`, 'url(#cv)')
  s += C(gx - 40, 200, 6, K.ink, 'opacity=".5"') + C(gx + 40, 200, 6, K.ink, 'opacity=".5"')
  s += F(`M${gx - 28} 284l28-40 28 40-28 40z`, K.l, 'opacity=".9"')
  // cart chip
  s += card(612, 380, 156, 72, 16, K.card2)
  s += P('M632 400h8l8 28h26l6-20h-36', K.l, 2, round) + C(652, 436, 3, K.l) + C(672, 436, 3, K.l)
  s += C(684, 398, 10, K.v) + T(684, 402, '3', 11, K.l, 'text-anchor="middle"')
  s += B(706, 404, 44, 7, K.n, 0.5) + B(706, 418, 32, 8, K.c)
  return doc(800, 500, s, {
    glows: glow(650, 280, 220, 220, 'gc') + glow(240, 300, 280, 200, 'gv', 0.7),
    grid: 0,
  })
}

scenes['service-wordpress'] = () => {
  let s = ''
  s += card(40, 40, 720, 420, 18)
  // sidebar
  s += F('M58 40h140v420H58a18 18 0 0 1 -18 -18V58a18 18 0 0 1 18 -18z', '#0d1526')
  s +=
    C(72, 72, 13, 'none', `stroke="${K.l}" stroke-width="2"`) + C(72, 72, 6, K.l) + B(94, 68, 70, 8, K.l, 0.8)
  range(8).forEach((i) => {
    const y = 112 + i * 36,
      act = i === 2
    if (act) s += R(50, y - 9, 140, 28, 8, K.c, 'opacity=".14"') + R(50, y - 9, 3, 28, 1.5, K.c)
    s +=
      R(62, y, 10, 10, 3, act ? K.c : K.mute) +
      B(82, y + 1, 50 + ((i * 17) % 40), 8, act ? K.c : K.n, act ? 1 : 0.45)
  })
  // top bar
  s +=
    L(198, 82, 760, 82, K.line) +
    range(4)
      .map((i) => R(218 + i * 30, 54, 18, 14, 4, K.mute))
      .join('')
  s += B(610, 51, 60, 20, K.dim) + B(680, 51, 62, 20, K.c)
  // canvas blocks
  const x = 240
  s += B(x, 110, 240, 18, K.l, 0.95) + B(x, 138, 170, 18, K.l, 0.95)
  ;[290, 270, 180].forEach((w, i) => (s += B(x, 176 + i * 15, w, 6, K.n, 0.45)))
  // image block
  s += R(x, 232, 300, 108, 10, K.well, `stroke="${K.line}"`)
  s += F(`M${x} 322l80-56 56 38 44-28 120 54a10 10 0 0 1 -10 10H${x + 10}a10 10 0 0 1 -10 -10z`, K.dim)
  s += F(`M${x + 110} 340l70-40 80 40z`, K.mute, 'opacity=".6"') + C(x + 244, 264, 14, K.c, 'opacity=".85"')
  // selected paragraph block + toolbar
  s += R(x - 8, 364, 316, 54, 6, 'none', `stroke="${K.c}" stroke-width="1.5"`)
  s += B(x, 376, 280, 7, K.n, 0.55) + B(x, 390, 250, 7, K.n, 0.55) + B(x, 404, 150, 7, K.n, 0.55)
  s +=
    R(x + 120, 338, 136, 30, 8, K.card2, `stroke="${K.mute}"`) +
    range(4)
      .map((i) => R(x + 132 + i * 30, 347, 14, 12, 3, i === 1 ? K.c : K.n, i === 1 ? '' : 'opacity=".6"'))
      .join('')
  s +=
    C(x + 150, 440, 12, K.c) + P(`M${x + 150} 434v12M${x + 144} 440h12`, K.ink, 2, 'stroke-linecap="round"')
  // settings panel
  s += L(572, 82, 572, 460, K.line)
  s += R(588, 100, 76, 22, 6, K.card2) + B(598, 108, 56, 6, K.l, 0.7) + B(676, 108, 48, 6, K.n, 0.4)
  ;[0, 1, 2].forEach((i) => {
    const y = 146 + i * 40
    s +=
      B(592, y + 7, 70 + i * 10, 7, K.n, 0.5) +
      R(700, y, 40, 22, 11, i !== 1 ? K.c : K.dim) +
      C(i !== 1 ? 729 : 711, y + 11, 8, K.l)
  })
  s +=
    B(592, 274, 64, 7, K.n, 0.5) +
    R(592, 290, 148, 30, 8, K.well, `stroke="${K.line}"`) +
    B(604, 302, 70, 6, K.l, 0.6) +
    P('M718 301l5 5 5-5', K.n, 1.5, round)
  s += B(592, 340, 48, 7, K.n, 0.5)
  ;[K.c, K.s, K.v, K.v2, K.l].forEach(
    (c, i) =>
      (s += C(604 + i * 28, 372, 10, c) + (i === 0 ? C(604, 372, 14, 'none', `stroke="${K.c}"`) : '')),
  )
  s += B(592, 404, 148, 6, K.dim) + B(592, 404, 96, 6, K.v2) + C(688, 407, 7, K.l)
  return doc(800, 500, s, { glows: glow(420, 250, 340, 240) + glow(700, 100, 180, 140, 'gv'), grid: 0 })
}

// ---------------- projects ----------------

scenes['project-1'] = () => {
  let s = ''
  const px = 96,
    py = 30
  s += phone(px, py, 228, 440)
  const sx = px + 26
  s +=
    B(sx, py + 52, 90, 10, K.l, 0.9) +
    P(`M${px + 168} ${py + 52}l-5 5 5 5M${px + 190} ${py + 52}l5 5-5 5`, K.n, 1.5, round)
  range(7).forEach((i) => (s += B(sx + 6 + i * 25, py + 80, 12, 5, K.n, 0.4)))
  const booked = [3, 9, 12, 17, 24]
  range(35).forEach((i) => {
    const x = sx + 12 + (i % 7) * 25,
      y = py + 106 + Math.floor(i / 7) * 26
    if (i < 2 || i > 32) return
    if (i === 15) s += C(x, y, 11, K.c) + C(x, y, 3, K.ink)
    else
      s +=
        C(x, y, 3, i < 15 ? K.mute : K.n, i < 15 ? '' : 'opacity=".7"') +
        (booked.includes(i) ? C(x, y + 8, 1.8, K.v2) : '')
  })
  s += L(px + 22, py + 244, px + 206, py + 244, K.line)
  s += B(sx, py + 260, 60, 7, K.n, 0.5)
  range(6).forEach((i) => {
    const x = sx + (i % 3) * 60,
      y = py + 280 + Math.floor(i / 3) * 36
    s +=
      R(x, y, 54, 26, 8, i === 4 ? K.c : K.card2, i === 4 ? '' : `stroke="${K.line}"`) +
      B(x + 12, y + 10, 30, 6, i === 4 ? K.ink : K.n, i === 4 ? 0.8 : 0.5)
  })
  s += R(sx, py + 370, 176, 40, 14, 'url(#cs)') + B(sx + 56, py + 386, 64, 8, K.ink, 0.8)
  // appointment card
  s += card(372, 82, 372, 138, 18, K.card)
  s += C(428, 140, 32, 'url(#cv)') + R(424, 124, 8, 32, 2, K.l) + R(412, 136, 32, 8, 2, K.l)
  s += B(478, 112, 140, 10, K.l, 0.9) + B(478, 132, 92, 7, K.n, 0.5)
  s +=
    R(478, 156, 104, 30, 10, K.c, 'opacity=".14"') +
    C(494, 171, 6, 'none', `stroke="${K.c}" stroke-width="1.5"`) +
    B(506, 168, 60, 6, K.c)
  s += R(592, 156, 90, 30, 10, K.card2) + B(606, 168, 60, 6, K.n, 0.5)
  s += checkBadge(716, 112, 14)
  // vitals card
  s += card(404, 246, 340, 160, 18, K.card)
  s += F('M434 280a8 8 0 0 1 13-6a8 8 0 0 1 13 6c0 9-13 16-13 16s-13-7-13-16z', K.v2)
  s += B(472, 276, 80, 8, K.l, 0.8) + T(716, 286, '72 bpm', 12, K.c, 'text-anchor="end"')
  s += P('M428 356h70l12-28 16 56 16-74 14 58 10-12h54l10-18 12 30 10-12h72', K.c, 2, round)
  s += L(428, 390, 720, 390, K.line, 1, dash(2, 4))
  s += card(660, 34, 92, 30, 15, K.card2) + C(678, 49, 5, K.c) + B(690, 46, 48, 6, K.n, 0.6)
  return doc(800, 500, s, { glows: glow(210, 250, 220, 260) + glow(600, 150, 260, 160, 'gv', 0.8) })
}

scenes['project-2'] = () => {
  const rnd = prng(21)
  let s = ''
  s += card(36, 36, 728, 428, 18)
  s +=
    C(62, 64, 8, K.c) + B(78, 60, 80, 8, K.l, 0.8) + B(560, 56, 120, 16, K.well) + C(738, 64, 10, 'url(#cv)')
  s += L(36, 92, 764, 92, K.line)
  // shipment list
  range(5).forEach((i) => {
    const y = 108 + i * 68,
      act = i === 1
    s += R(52, y, 196, 58, 10, act ? K.card2 : 'none', act ? `stroke="${K.c}" stroke-opacity=".6"` : '')
    s +=
      R(62, y + 10, 22, 22, 6, act ? K.c : K.dim) +
      B(94, y + 12, 80, 7, K.l, 0.7) +
      B(94, y + 25, 50, 6, K.n, 0.4)
    const p = 0.25 + rnd() * 0.7
    s += B(62, y + 42, 174, 5, K.dim) + B(62, y + 42, 174 * p, 5, i === 3 ? K.v2 : K.c)
  })
  // map
  const mx = 264,
    my = 108,
    mw = 484,
    mh = 340
  s += R(mx, my, mw, mh, 12, K.well, `stroke="${K.line}"`)
  s += F(`M${mx + 20} ${my + 40}c60-30 120 10 150 50s-10 90-60 100-110-20-110-70 0-60 20-80z`, K.card2)
  s += F(`M${mx + 300} ${my + 200}c50-20 130-10 160 30s-20 90-80 92-120-20-110-60 0-50 30-62z`, K.card2)
  s += F(`M${mx + 250} ${my + 18}c40 0 110 10 120 36s-50 40-90 30-60-66-30-66z`, K.card2)
  for (let i = 1; i < 6; i++) s += L(mx, my + i * 57, mx + mw, my + i * 57, K.line, 1, 'stroke-opacity=".7"')
  for (let i = 1; i < 8; i++) s += L(mx + i * 60, my, mx + i * 60, my + mh, K.line, 1, 'stroke-opacity=".7"')
  s += P(
    `M${mx} ${my + 250}C${mx + 120} ${my + 220} ${mx + 170} ${my + 300} ${mx + 300} ${my + 270}S${mx + 430} ${my + 190} ${mx + mw} ${my + 210}`,
    K.mute,
    5,
    'stroke-opacity=".5"',
  )
  const A = [mx + 60, my + 270],
    Bp = [mx + 210, my + 120],
    Cc = [mx + 400, my + 90],
    D = [mx + 440, my + 226]
  const route = (p, q, c, bend) =>
    P(
      `M${p[0]} ${p[1]}Q${f((p[0] + q[0]) / 2 + bend)} ${f((p[1] + q[1]) / 2 - Math.abs(bend))} ${q[0]} ${q[1]}`,
      c,
      2.5,
      `stroke-linecap="round"`,
    )
  s +=
    route(A, Bp, K.c, -30) +
    route(Bp, Cc, K.c, 20) +
    P(
      `M${A[0]} ${A[1]}Q${mx + 250} ${my + 330} ${D[0]} ${D[1]}`,
      K.v2,
      2,
      `stroke-linecap="round" ${dash(6, 6)}`,
    )
  s +=
    glow(A[0], A[1], 40) + R(A[0] - 13, A[1] - 13, 26, 26, 7, K.c) + R(A[0] - 5, A[1] - 5, 10, 10, 2, K.ink)
  s += pin(Bp[0], Bp[1], K.c) + pin(Cc[0], Cc[1], K.s, 1.2) + pin(D[0], D[1], K.v2)
  // truck marker
  const tx = mx + 300,
    ty = my + 94
  s += glow(tx, ty, 30) + C(tx, ty, 14, K.l) + F(`M${tx - 6} ${ty - 6}l14 6-14 6 3-6z`, K.ink)
  // kpi chips
  s +=
    card(mx + 16, my + 16, 128, 54, 10, K.card) +
    B(mx + 30, my + 30, 54, 6, K.n, 0.5) +
    B(mx + 30, my + 46, 84, 10, K.l, 0.85)
  s +=
    card(mx + mw - 144, my + mh - 70, 128, 54, 10, K.card) +
    B(mx + mw - 130, my + mh - 56, 50, 6, K.n, 0.5) +
    B(mx + mw - 130, my + mh - 40, 60, 10, K.c)
  return doc(800, 500, s, { glows: glow(520, 260, 340, 240) + glow(120, 420, 200, 140, 'gv'), grid: 0 })
}

scenes['project-3'] = () => {
  const rnd = prng(33)
  let s = ''
  s += card(36, 36, 728, 428, 18)
  // icon rail
  s += F('M54 36h42v428H54a18 18 0 0 1 -18 -18V54a18 18 0 0 1 18 -18z', '#0d1526')
  s += R(54, 54, 24, 24, 7, 'url(#cv)')
  range(5).forEach(
    (i) => (s += R(58, 110 + i * 40, 16, 16, 5, i === 0 ? K.c : K.mute, i === 0 ? '' : 'opacity=".8"')),
  )
  // KPI cards
  const kpi = [
    [K.c, 0.35],
    [K.v2, 0.2],
    [K.s, 0.5],
  ]
  kpi.forEach(([c, t], i) => {
    const x = 116 + i * 214
    s += card(x, 58, 198, 110, 12, K.card2)
    s +=
      B(x + 16, 74, 60, 6, K.n, 0.5) +
      B(x + 16, 90, 90, 16, K.l, 0.9) +
      R(x + 142, 88, 40, 20, 10, c, 'opacity=".16"') +
      B(x + 152, 95, 20, 6, c)
    s += chart(x + 16, 122, 166, 32, series(9, rnd, 0.3, t * 1.6, 0.3), c, 0, 2)
  })
  // big chart
  s += card(116, 186, 410, 258, 12, K.card2)
  s +=
    B(134, 204, 110, 8, K.l, 0.8) +
    range(3)
      .map((i) => R(400 + i * 38, 200, 30, 16, 8, i === 1 ? K.c : K.dim, i === 1 ? 'opacity=".9"' : ''))
      .join('')
  range(5).forEach(
    (i) =>
      (s +=
        L(154, 246 + i * 40, 508, 246 + i * 40, K.line, 1, dash(2, 4)) + B(134, 243 + i * 40, 12, 5, K.dim)),
  )
  s += chart(158, 260, 350, 150, series(14, rnd, 0.3, 0.55, 0.25), K.c, 'ac', 2.5)
  s += chart(158, 260, 350, 150, series(14, rnd, 0.2, 0.3, 0.2), K.v2, 0, 2)
  s +=
    L(404, 246, 404, 406, K.l, 1, `stroke-opacity=".35" ${dash(3, 3)}`) +
    C(404, 302, 6, K.ink, `stroke="${K.c}" stroke-width="2.5"`)
  s +=
    R(414, 262, 80, 36, 8, K.ink, `stroke="${K.mute}"`) +
    B(424, 272, 40, 6, K.n, 0.6) +
    B(424, 284, 58, 7, K.c)
  // donut card
  s += card(542, 186, 200, 258, 12, K.card2)
  s += B(560, 204, 80, 8, K.l, 0.8)
  const segs = [
    [0.46, K.c],
    [0.28, K.v2],
    [0.16, K.s],
    [0.1, K.mute],
  ]
  let a = -Math.PI / 2
  segs.forEach(([v, c]) => {
    const a1 = a + v * Math.PI * 2
    s += F(sector(642, 296, 40, 62, a + 0.03, a1 - 0.03), c)
    a = a1
  })
  s += T(642, 301, '46%', 14, K.l, 'text-anchor="middle" font-weight="600"')
  segs.forEach(
    ([, c], i) =>
      (s +=
        R(562, 384 + i * 14, 8, 8, 2, c) +
        B(578, 385 + i * 14, 70 - i * 10, 6, K.n, 0.45) +
        B(700, 385 + i * 14, 24, 6, K.n, 0.3)),
  )
  return doc(800, 500, s, { glows: glow(330, 330, 320, 200) + glow(660, 290, 160, 160, 'gv'), grid: 0 })
}

scenes['project-4'] = () => {
  let s = ''
  s += laptop(84, 64, 480, 300)
  const lx = 96,
    ly = 76
  // video player
  s += R(lx + 12, ly + 12, 300, 172, 8, 'url(#tv)', `stroke="${K.line}"`)
  s += C(lx + 162, ly + 96, 28, K.l, 'opacity=".92"') + F(`M${lx + 154} ${ly + 82}l22 14-22 14z`, K.ink)
  s +=
    B(lx + 24, ly + 164, 276, 5, K.ink, 0.6) +
    B(lx + 24, ly + 164, 170, 5, K.c) +
    C(lx + 194, ly + 166.5, 7, K.l)
  s +=
    B(lx + 12, ly + 200, 200, 10, K.l, 0.85) +
    B(lx + 12, ly + 220, 250, 6, K.n, 0.45) +
    B(lx + 12, ly + 232, 180, 6, K.n, 0.45)
  s +=
    C(lx + 26, ly + 258, 12, K.v2) +
    B(lx + 46, ly + 252, 80, 6, K.l, 0.7) +
    B(lx + 46, ly + 263, 50, 5, K.n, 0.4)
  // module list
  s += L(lx + 326, ly, lx + 326, ly + 276, K.line)
  range(6).forEach((i) => {
    const y = ly + 16 + i * 42,
      done = i < 3,
      act = i === 3
    if (act) s += R(lx + 334, y - 6, 122, 36, 8, K.c, 'opacity=".12"')
    s += done
      ? checkBadge(lx + 350, y + 12, 9)
      : C(lx + 350, y + 12, 8.5, 'none', `stroke="${act ? K.c : K.mute}" stroke-width="1.5"`)
    s +=
      B(lx + 366, y + 5, 64 - (i % 2) * 14, 6, act ? K.c : K.l, act ? 1 : 0.6) +
      B(lx + 366, y + 16, 40, 5, K.n, 0.35)
  })
  // phone
  const px = 566,
    py = 150
  s += phone(px, py, 172, 324)
  s += B(px + 24, py + 48, 70, 8, K.l, 0.85)
  s +=
    ring(px + 86, py + 126, 46, 0.72, K.c, 11) +
    T(px + 86, py + 131, '72%', 16, K.l, 'text-anchor="middle" font-weight="600"')
  range(3).forEach((i) => {
    const y = py + 196 + i * 36
    s +=
      R(px + 20, y, 132, 28, 8, K.card2) +
      (i < 2
        ? checkBadge(px + 36, y + 14, 7)
        : C(px + 36, y + 14, 6.5, 'none', `stroke="${K.mute}" stroke-width="1.5"`)) +
      B(px + 52, y + 11, 70 - i * 10, 6, K.n, 0.6)
  })
  // graduation cap
  const gx = 660,
    gy = 84
  s +=
    F(`M${gx - 44} ${gy}l44-20 44 20-44 20z`, K.v2) +
    F(`M${gx - 26} ${gy + 9}v18c0 8 52 8 52 0v-18l-26 12z`, K.v)
  s += P(`M${gx + 34} ${gy + 5}v26`, K.l, 2) + C(gx + 34, gy + 33, 4, K.l)
  return doc(800, 500, s, { glows: glow(320, 220, 300, 220) + glow(660, 320, 200, 200, 'gv') })
}

scenes['project-5'] = () => {
  const rnd = prng(55)
  let s = ''
  // table
  s += card(36, 44, 420, 412, 16)
  s += B(56, 64, 110, 10, K.l, 0.85) + R(358, 58, 78, 24, 8, K.c) + B(374, 67, 46, 6, K.ink, 0.8)
  s += R(37, 98, 418, 30, 0, K.well)
  const cols = [
    [92, 80],
    [196, 64],
    [282, 60],
    [366, 50],
  ]
  cols.forEach(([x, w]) => (s += B(x, 110, w * 0.7, 6, K.n, 0.6)))
  range(9).forEach((i) => {
    const y = 128 + i * 34
    if (i % 2) s += R(37, y, 418, 34, 0, K.card2, 'opacity=".6"')
    const sel = i === 2
    s +=
      R(58, y + 11, 12, 12, 3, sel ? K.c : 'none', sel ? '' : `stroke="${K.mute}"`) +
      (sel ? tick(60.5, y + 17, 7, K.ink, 1.6) : '')
    s += B(92, y + 14, 40 + rnd() * 50, 7, K.l, 0.7) + B(196, y + 14, 30 + rnd() * 30, 7, K.n, 0.45)
    const st = [K.c, K.v2, K.n][Math.floor(rnd() * 3)]
    s +=
      R(282, y + 9, 58, 16, 8, st, 'opacity=".16"') + C(292, y + 17, 3, st) + B(300, y + 14, 30, 6, st, 0.9)
    const w = 24 + rnd() * 26
    s += B(416 - w, y + 14, w, 7, K.n, 0.55)
    if (sel) s += R(37, y, 3, 34, 0, K.c)
  })
  // org chart
  const boxW = 86,
    boxH = 50
  const nodes = [
    [630, 70, 'url(#cv)', 1],
    [530, 194, K.c],
    [630, 194, K.v2],
    [730, 194, K.s],
    [574, 322, K.n],
    [686, 322, K.c],
  ]
  const elbow = (x1, y1, x2, y2) =>
    P(`M${x1} ${y1}V${(y1 + y2) / 2}H${x2}V${y2}`, K.mute, 1.5, 'stroke-linejoin="round"')
  s += elbow(630, 120, 530, 194) + elbow(630, 120, 630, 194) + elbow(630, 120, 730, 194)
  s += elbow(630, 244, 574, 322) + elbow(630, 244, 686, 322)
  nodes.forEach(([x, y, c, big]) => {
    const w = big ? 124 : boxW
    s += card(x - w / 2, y, w, boxH, 12, big ? K.card2 : K.card, big ? K.c : K.line)
    s +=
      C(x - w / 2 + 22, y + 25, 12, c) +
      B(x - w / 2 + 42, y + 18, w - 58, 6, K.l, 0.75) +
      B(x - w / 2 + 42, y + 29, (w - 58) * 0.6, 5, K.n, 0.4)
  })
  s += range(3)
    .map((i) => C(600 + i * 30, 420, 4, i === 1 ? K.c : K.mute))
    .join('')
  return doc(800, 500, s, { glows: glow(620, 220, 240, 240, 'gv', 0.9) + glow(250, 260, 280, 240) })
}

scenes['project-6'] = () => {
  let s = ''
  const prod = (x, y, w, h, shape, hi) => {
    let o = card(x, y, w, h, 16, K.card, hi ? K.c : K.line)
    o +=
      R(x + 10, y + 10, w - 20, h * 0.52, 10, hi ? 'url(#tv)' : K.well) + shape(x + w / 2, y + 10 + h * 0.26)
    o +=
      C(x + w - 28, y + 28, 10, K.card2) +
      F(`M${x + w - 32} ${y + 27}a3 3 0 0 1 4-3a3 3 0 0 1 4 3c0 3-4 6-4 6s-4-3-4-6z`, hi ? K.v2 : K.n)
    o +=
      B(x + 14, y + h * 0.62 + 10, w * 0.6, 8, K.l, 0.8) + B(x + 14, y + h * 0.62 + 26, w * 0.4, 6, K.n, 0.45)
    o += range(5)
      .map((i) => C(x + 18 + i * 11, y + h * 0.62 + 44, 3.2, i < 4 ? K.c : K.mute))
      .join('')
    o +=
      B(x + 14, y + h - 36, 50, 12, K.l, 0.9) +
      R(x + w - 58, y + h - 44, 44, 28, 10, hi ? K.c : K.card2) +
      P(
        `M${x + w - 44} ${y + h - 30}h16M${x + w - 36} ${y + h - 38}v16`,
        hi ? K.ink : K.n,
        2,
        'stroke-linecap="round"',
      )
    return o
  }
  s += prod(
    40,
    92,
    196,
    312,
    (x, y) =>
      `<ellipse cx="${x}" cy="${y + 24}" rx="52" ry="8" fill="${K.ink}" opacity=".5"/>` +
      F(`M${x - 50} ${y + 12}c0-20 20-22 36-30l16 6c6 6 30 10 42 14 10 4 6 18-4 18h-86c-6 0-4-4-4-8z`, K.c),
    false,
  )
  s += prod(
    252,
    56,
    196,
    340,
    (x, y) => C(x, y, 36, 'url(#cv)') + C(x - 12, y - 12, 10, K.l, 'opacity=".35"'),
    true,
  )
  // checkout
  const cx = 478
  s += card(cx, 40, 286, 420, 18)
  s += B(cx + 20, 62, 100, 10, K.l, 0.9) + B(cx + 220, 63, 46, 8, K.n, 0.4)
  ;[
    [K.c, 0],
    [K.v2, 1],
  ].forEach(([c, i]) => {
    const y = 94 + i * 56
    s += R(cx + 20, y, 44, 44, 10, K.well) + C(cx + 42, y + 22, 10, c)
    s +=
      B(cx + 76, y + 10, 100, 7, K.l, 0.75) +
      B(cx + 76, y + 26, 56, 6, K.n, 0.4) +
      B(cx + 216, y + 18, 48, 8, K.l, 0.8)
  })
  s += L(cx + 20, 216, cx + 266, 216, K.line, 1, dash(3, 4))
  ;[0, 1].forEach(
    (i) => (s += B(cx + 20, 232 + i * 18, 70, 6, K.n, 0.45) + B(cx + 224, 232 + i * 18, 40, 6, K.n, 0.45)),
  )
  s += B(cx + 20, 276, 60, 10, K.l, 0.9) + B(cx + 196, 274, 68, 14, K.c)
  // credit card
  s += R(cx + 20, 306, 246, 86, 12, 'url(#cv)')
  s +=
    R(cx + 36, 320, 28, 20, 4, K.l, 'opacity=".75"') +
    C(cx + 226, 330, 11, K.ink, 'opacity=".35"') +
    C(cx + 240, 330, 11, K.ink, 'opacity=".35"')
  s += range(4)
    .map((g) =>
      range(4)
        .map((d) => C(cx + 40 + g * 54 + d * 9, 360, 2.6, K.ink, 'opacity=".6"'))
        .join(''),
    )
    .join('')
  s += B(cx + 36, 374, 70, 6, K.ink, 0.45)
  s +=
    R(cx + 20, 406, 246, 40, 12, K.c) +
    R(cx + 110, 422, 14, 11, 3, K.ink) +
    P(`M${cx + 113} 422v-3a4 4 0 0 1 8 0v3`, K.ink, 1.8) +
    B(cx + 132, 422, 48, 8, K.ink, 0.8)
  return doc(800, 500, s, { glows: glow(250, 240, 260, 240) + glow(620, 360, 220, 160, 'gv') })
}

scenes['project-7'] = () => {
  const rnd = prng(77)
  let s = ''
  // map
  const mx = 336,
    my = 36,
    mw = 428,
    mh = 428
  s += R(mx, my, mw, mh, 18, K.well, `stroke="${K.line}"`)
  s += `<clipPath id="mc"><rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="18"/></clipPath>`
  let m = F(
    `M${mx + 250} ${my - 10}c40 60 20 110 80 150s120 40 130 120`,
    'none',
    `stroke="${K.v}" stroke-opacity=".35" stroke-width="22" stroke-linecap="round"`,
  )
  m += R(mx + 40, my + 300, 110, 80, 20, K.c, 'opacity=".07"')
  for (let i = 0; i < 9; i++)
    m += L(
      mx - 20,
      my + 20 + i * 52,
      mx + mw + 20,
      my + i * 52 + 60,
      K.dim,
      i % 3 ? 1.5 : 5,
      'stroke-opacity=".7"',
    )
  for (let i = 0; i < 8; i++)
    m += L(
      mx + 30 + i * 58,
      my - 20,
      mx + i * 58 + 10,
      my + mh + 20,
      K.dim,
      i % 3 === 1 ? 5 : 1.5,
      'stroke-opacity=".7"',
    )
  const pins = [
    [mx + 110, my + 120, '$420k'],
    [mx + 300, my + 92, '$610k'],
    [mx + 220, my + 250, '$385k'],
    [mx + 350, my + 330, '$540k'],
    [mx + 90, my + 360, '$295k'],
  ]
  pins.forEach(([x, y, t], i) => {
    const act = i === 2
    if (act) m += glow(x, y, 70)
    m +=
      R(x - 30, y - 54, 60, 22, 11, act ? K.c : K.card2, act ? '' : `stroke="${K.mute}"`) +
      T(x, y - 39, t, 11, act ? K.ink : K.l, 'text-anchor="middle" font-weight="600"')
    m += pin(x, y, act ? K.c : i % 2 ? K.v2 : K.s, act ? 1.3 : 1)
  })
  s += G(m, 'clip-path="url(#mc)"')
  // map controls
  s +=
    R(mx + mw - 48, my + 16, 32, 64, 10, K.card, `stroke="${K.line}"`) +
    P(
      `M${mx + mw - 38} ${my + 34}h12M${mx + mw - 32} ${my + 28}v12M${mx + mw - 38} ${my + 62}h12`,
      K.n,
      2,
      'stroke-linecap="round"',
    )
  // listing cards
  range(3).forEach((i) => {
    const y = 40 + i * 144,
      act = i === 1
    s += card(36, y, 280, 128, 16, act ? K.card2 : K.card, act ? K.c : K.line)
    s += R(48, y + 12, 104, 104, 12, act ? 'url(#tv)' : K.well)
    const hx = 100,
      hy = y + 66
    s += F(
      `M${hx - 30} ${hy - 4}l30-26 30 26`,
      'none',
      `stroke="${act ? K.c : K.n}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`,
    )
    s +=
      R(hx - 22, hy - 6, 44, 34, 3, act ? K.c : K.mute, act ? 'opacity=".9"' : '') +
      R(hx - 6, hy + 10, 12, 18, 2, K.ink, 'opacity=".8"')
    s +=
      B(166, y + 20, 80 + rnd() * 30, 10, act ? K.c : K.l, 0.9) +
      B(166, y + 40, 120, 6, K.n, 0.45) +
      B(166, y + 52, 90, 6, K.n, 0.45)
    ;[0, 1, 2].forEach(
      (k) =>
        (s +=
          R(166 + k * 46, y + 84, 38, 22, 7, K.well) +
          R(174 + k * 46, y + 92, 8, 6, 2, K.n) +
          B(186 + k * 46, y + 92, 12, 6, K.n, 0.5)),
    )
  })
  s += P(hcurve(316, 248, mx + 190, my + 194), K.c, 1.5, `stroke-opacity=".7" ${dash(4, 4)}`)
  return doc(800, 500, s, { glows: glow(560, 260, 280, 260, 'gv', 0.6) + glow(170, 250, 200, 260), grid: 0 })
}

scenes['project-8'] = () => {
  const rnd = prng(88)
  let s = ''
  const px = 100,
    py = 30
  s += phone(px, py, 228, 440)
  const cx = px + 114,
    cy = py + 160
  s += B(px + 28, py + 50, 70, 8, K.n, 0.6) + B(px + 28, py + 64, 110, 12, K.l, 0.9)
  s += glow(cx, cy, 110)
  s += ring(cx, cy, 70, 0.78, K.c, 16) + ring(cx, cy, 50, 0.62, K.s, 16) + ring(cx, cy, 30, 0.9, K.v2, 16)
  const vals = range(7).map(() => 0.3 + rnd() * 0.65)
  s += bars(px + 24, py + 262, 180, 90, vals, K.dim, 0.5, 4, K.c)
  range(7).forEach((i) => (s += C(px + 24 + i * (180 / 7) + 180 / 14, py + 366, 2.5, i === 4 ? K.c : K.mute)))
  ;[0, 1].forEach((i) => {
    const x = px + 22 + i * 94
    s +=
      R(x, py + 384, 86, 34, 10, K.card2) +
      C(x + 16, py + 401, 6, i ? K.v2 : K.c) +
      B(x + 28, py + 397, 44, 8, K.l, 0.7)
  })
  // heart rate card
  s += card(372, 64, 372, 168, 18)
  s +=
    C(402, 98, 14, K.v, 'opacity=".2"') +
    F('M395 97a5 5 0 0 1 7-4a5 5 0 0 1 7 4c0 6-7 10-7 10s-7-4-7-10z', K.v2)
  s +=
    B(426, 88, 90, 8, K.l, 0.85) +
    B(426, 102, 60, 6, K.n, 0.45) +
    T(716, 106, '128', 24, K.l, 'text-anchor="end" font-weight="600"')
  s += chart(
    392,
    130,
    332,
    80,
    range(20).map((i) => 0.42 + 0.26 * Math.sin(i * 1.1) + rnd() * 0.25),
    K.v2,
    'av',
  )
  // steps card
  s += card(372, 254, 180, 182, 18)
  s +=
    P(arc(462, 352, 56, Math.PI, 2 * Math.PI), K.dim, 12, 'stroke-linecap="round"') +
    P(arc(462, 352, 56, Math.PI, Math.PI * 1.72), K.c, 12, 'stroke-linecap="round"')
  s += T(462, 350, '8,420', 18, K.l, 'text-anchor="middle" font-weight="600"') + B(432, 366, 60, 6, K.n, 0.45)
  s += B(396, 400, 132, 6, K.dim) + B(396, 400, 94, 6, K.c)
  // streak grid
  s += card(564, 254, 180, 182, 18)
  s += B(584, 274, 70, 8, K.l, 0.8)
  range(28).forEach((i) => {
    const v = rnd()
    s += R(
      584 + (i % 7) * 20,
      300 + Math.floor(i / 7) * 30,
      14,
      22,
      4,
      v > 0.72 ? K.c : v > 0.42 ? K.s : K.dim,
      v > 0.42 && v < 0.6 ? 'opacity=".6"' : '',
    )
  })
  return doc(800, 500, s, { glows: glow(560, 150, 260, 160, 'gv', 0.8) + glow(560, 380, 240, 140) })
}

// ---------------- blog covers (1200x630) ----------------

scenes['blog-website-business-needs-2025'] = () => {
  let s = ''
  // growth arrow behind
  const pts = [
    [40, 606],
    [250, 584],
    [460, 566],
    [690, 538],
    [900, 506],
    [1056, 470],
    [1146, 384],
  ]
  const line = 'M' + pts.map((p) => p.join(' ')).join('L')
  s += glow(1100, 430, 160, 120) + P(line, 'url(#cv)', 4, round)
  pts.slice(1, -1).forEach(([x, y]) => (s += C(x, y, 6, K.ink, `stroke="${K.s}" stroke-width="2.5"`)))
  s += F('M10 0L-12-11-6 0-12 11Z', K.v2, 'transform="translate(1148 382) rotate(-46)"')
  // storefront
  const x = 110,
    y = 190,
    w = 340
  s += R(x + 20, y + 40, w - 40, 250, 6, K.card, `stroke="${K.line}"`)
  range(8).forEach((i) => {
    const sw = w / 8
    s += F(
      `M${f(x + i * sw)} ${y}h${f(sw)}v30a${f(sw / 2)} ${f(sw / 2)} 0 0 1 ${f(-sw)} 0z`,
      i % 2 ? K.l : K.c,
      i % 2 ? 'opacity=".78"' : '',
    )
  })
  s += R(x - 6, y - 14, w + 12, 18, 6, K.mute)
  s +=
    R(x + 46, y + 110, 130, 100, 6, K.well, `stroke="${K.line}"`) +
    C(x + 84, y + 170, 18, K.v2, 'opacity=".8"') +
    R(x + 118, y + 150, 36, 40, 6, K.c, 'opacity=".8"')
  s += R(x + 210, y + 110, 86, 180, 6, K.well, `stroke="${K.line}"`) + C(x + 280, y + 200, 4, K.c)
  s += R(x + 46, y + 60, 250, 30, 8, K.card2) + B(x + 120, y + 71, 102, 8, K.l, 0.7)
  s += R(x - 10, y + 290, w + 20, 12, 4, K.mute)
  // transformation arrow
  s +=
    P('M482 330C530 276 580 272 616 300', K.c, 3, `stroke-linecap="round" ${dash(2, 9)}`) +
    P('M598 292l20 10-16 16', K.c, 3, round)
  // website
  const bx = 640,
    by = 92
  s += browser(bx, by, 440, 326)
  s +=
    R(bx + 20, by + 52, 400, 36, 8, 'none') +
    range(8)
      .map((i) =>
        F(
          `M${bx + 20 + i * 50} ${by + 52}h50v16a25 12 0 0 1 -50 0z`,
          i % 2 ? K.card2 : K.c,
          i % 2 ? '' : 'opacity=".6"',
        ),
      )
      .join('')
  s +=
    B(bx + 24, by + 106, 190, 16, K.l, 0.9) +
    B(bx + 24, by + 130, 140, 8, K.n, 0.5) +
    B(bx + 24, by + 150, 84, 24, K.c)
  s += R(bx + 260, by + 100, 156, 80, 10, 'url(#tv)') + C(bx + 338, by + 140, 22, 'url(#cv)')
  range(4).forEach((i) => {
    const cx = bx + 24 + i * 100
    s +=
      R(cx, by + 200, 88, 108, 10, K.card2, `stroke="${K.line}"`) +
      R(cx + 8, by + 208, 72, 54, 6, K.well) +
      C(cx + 44, by + 235, 12, [K.c, K.v2, K.s, K.c][i], 'opacity=".85"')
    s += B(cx + 10, by + 272, 54, 6, K.l, 0.6) + B(cx + 10, by + 286, 30, 7, K.c, 0.9)
  })
  // stat chip
  s +=
    card(970, 48, 196, 76, 16, K.card2, K.mute) +
    R(988, 66, 40, 40, 10, K.c, 'opacity=".15"') +
    P('M998 94l10-10 6 6 10-12', K.c, 2.5, round)
  s += B(1042, 72, 90, 14, K.l, 0.9) + B(1042, 94, 60, 7, K.n, 0.5)
  return doc(1200, 630, s, { glows: glow(860, 300, 420, 300) + glow(260, 420, 300, 220, 'gv'), grid: 40 })
}

scenes['blog-woocommerce-vs-shopify'] = () => {
  let s = ''
  // left: modular / plugin based (violet)
  s += card(70, 80, 480, 470, 22, K.card, K.v2 + '" stroke-opacity=".45')
  s +=
    C(112, 122, 16, 'none', `stroke="${K.v2}" stroke-width="2.5"`) +
    C(112, 122, 7, K.v2) +
    B(140, 116, 110, 10, K.l, 0.85)
  // plugin puzzle grid
  const puzzle = (x, y, c, on) =>
    F(
      `M${x} ${y}h26a10 10 0 0 1 20 0h26v26a10 10 0 0 1 0 20v26h-72z`,
      on ? c : K.card2,
      on ? 'opacity=".9"' : `stroke="${K.mute}"`,
    )
  range(9).forEach((i) => {
    const x = 110 + (i % 3) * 110,
      y = 176 + Math.floor(i / 3) * 110
    s += puzzle(x, y, [K.v2, K.v, K.s][i % 3], [0, 4, 5, 7].includes(i))
  })
  s +=
    R(440, 176, 86, 292, 12, K.well) +
    range(6)
      .map((i) => B(454, 194 + i * 44, 58 - (i % 3) * 12, 7, i === 2 ? K.v2 : K.n, i === 2 ? 1 : 0.45))
      .join('')
  s += B(110, 506, 180, 8, K.n, 0.4)
  // right: all-in-one (cyan)
  s += card(650, 80, 480, 470, 22, K.card, K.c + '" stroke-opacity=".45')
  s +=
    F('M690 112h32l-3 26a4 4 0 0 1 -4 4h-18a4 4 0 0 1 -4 -4z', K.c) +
    P('M699 112v-4a7 7 0 0 1 14 0v4', K.c, 2) +
    B(740, 118, 110, 10, K.l, 0.85)
  s += R(690, 166, 400, 150, 16, 'url(#tv)', `stroke="${K.line}"`)
  s += B(714, 196, 160, 16, K.l, 0.9) + B(714, 222, 120, 8, K.n, 0.5) + B(714, 254, 90, 28, K.c)
  s += F('M982 210h64l8 84H974z', 'url(#cs)') + P('M996 210v-10a18 18 0 0 1 36 0v10', K.l, 4)
  range(3).forEach((i) => {
    const x = 690 + i * 136
    s +=
      R(x, 336, 128, 124, 12, K.card2, `stroke="${K.line}"`) +
      R(x + 10, 346, 108, 60, 8, K.well) +
      C(x + 64, 376, 16, [K.c, K.s, K.c][i], 'opacity=".85"')
    s += B(x + 12, 418, 70, 7, K.l, 0.6) + B(x + 12, 434, 40, 8, K.c)
  })
  s += B(690, 480, 400, 40, K.c, 0.14) + B(840, 496, 100, 8, K.c)
  // divider + vs
  s += L(600, 60, 600, 570, 'url(#cv)', 2, 'stroke-opacity=".5"')
  s +=
    glow(600, 315, 90) +
    C(600, 315, 38, K.ink, `stroke="${K.c}" stroke-width="2"`) +
    T(600, 323, 'vs', 22, K.l, 'text-anchor="middle" font-weight="700"')
  return doc(1200, 630, s, { glows: glow(310, 315, 340, 300, 'gv') + glow(890, 315, 340, 300), grid: 0 })
}

scenes['blog-web-development-trends-2025'] = () => {
  let s = ''
  const cx = 420,
    w = 260,
    h = 130,
    th = 14
  const plate = (cy, top, side, stroke) =>
    F(`M${cx - w} ${cy}v${th}l${w} ${h}l${w} ${-h}v${-th}l${-w} ${h}z`, side) +
    F(`M${cx} ${cy - h}l${w} ${h}l${-w} ${h}l${-w} ${-h}z`, top, `stroke="${stroke}" stroke-width="1.5"`)
  // isometric helper: map (u,v) in [0,1] to plate top surface
  const iso = (cy, u, v) => [cx - w + u * w + v * w, cy - u * h + v * h]
  const isoRect = (cy, u, v, du, dv, fill, ex = '') => {
    const p = [iso(cy, u, v), iso(cy, u + du, v), iso(cy, u + du, v + dv), iso(cy, u, v + dv)]
    return F(`M${p.map((q) => q.map(f).join(' ')).join('L')}Z`, fill, ex)
  }
  const layers = [
    [460, '#101a30', '#0c1426', K.mute], // infra
    [365, '#121d36', '#0d1629', K.mute], // data
    [270, '#14203b', '#0e182d', K.s], // api
    [175, K.card2, '#101a30', K.c], // ui
  ]
  layers.forEach(([cy, top, side, st], i) => {
    s += plate(cy, top, side, st)
    if (i === 0) range(4).forEach((k) => (s += isoRect(cy, 0.15 + k * 0.19, 0.25, 0.12, 0.5, K.dim)))
    if (i === 1)
      range(3).forEach((k) =>
        range(3).forEach(
          (j) =>
            (s += isoRect(
              cy,
              0.18 + k * 0.24,
              0.18 + j * 0.24,
              0.12,
              0.12,
              k === j ? K.v2 : K.mute,
              k === j ? '' : 'opacity=".7"',
            )),
        ),
      )
    if (i === 2)
      range(5).forEach(
        (k) =>
          (s += isoRect(
            cy,
            0.2,
            0.14 + k * 0.15,
            0.2 + ((k * 37) % 40) / 100,
            0.06,
            k % 2 ? K.s : K.n,
            'opacity=".75"',
          )),
      )
    if (i === 3)
      s +=
        isoRect(cy, 0.1, 0.1, 0.8, 0.12, K.c, 'opacity=".8"') +
        isoRect(cy, 0.1, 0.32, 0.38, 0.56, 'url(#cv)') +
        isoRect(cy, 0.55, 0.32, 0.35, 0.25, K.mute) +
        isoRect(cy, 0.55, 0.63, 0.35, 0.25, K.mute)
  })
  // timeline
  s += L(72, 150, 72, 500, K.mute, 1.5)
  ;['2022', '2023', '2024', '2025'].forEach((t, i) => {
    const y = 460 - i * 95
    s +=
      C(72, y, i === 3 ? 8 : 5, i === 3 ? K.c : K.n) +
      T(88, y + 4, t, 12, i === 3 ? K.c : K.n) +
      L(130, y, 150, y, K.mute, 1, dash(2, 3))
  })
  // upward trend
  s += card(790, 120, 340, 300, 20)
  s +=
    B(814, 146, 120, 10, K.l, 0.85) +
    R(1040, 140, 66, 24, 12, K.c, 'opacity=".15"') +
    T(1073, 157, '+38%', 11, K.c, 'text-anchor="middle"')
  range(4).forEach((i) => (s += L(814, 214 + i * 50, 1106, 214 + i * 50, K.line, 1, dash(2, 4))))
  const vals = [0.12, 0.2, 0.18, 0.34, 0.4, 0.56, 0.62, 0.86]
  s += chart(814, 190, 292, 200, vals, K.c, 'ac', 3)
  vals.forEach(
    (v, i) =>
      i % 2 && (s += C(814 + (i * 292) / 7, 390 - v * 200, 5, K.ink, `stroke="${K.c}" stroke-width="2"`)),
  )
  s += glow(1106, 218, 30) + C(1106, 218, 7, K.c)
  s += card(790, 444, 160, 80, 16, K.card2) + B(810, 464, 60, 7, K.n, 0.5) + B(810, 482, 100, 14, K.l, 0.85)
  s += card(970, 444, 160, 80, 16, K.card2) + B(990, 464, 60, 7, K.n, 0.5) + B(990, 482, 80, 14, K.v2)
  return doc(1200, 630, s, {
    glows: glow(420, 300, 380, 320) + glow(960, 260, 260, 220, 'gv', 0.8),
    grid: 40,
    gx: 0.35,
  })
}

scenes['blog-ai-transforming-websites'] = () => {
  const rnd = prng(404)
  let s = ''
  s += browser(150, 70, 900, 500)
  // faint page underlay
  s += B(190, 140, 260, 18, K.l, 0.25) + B(190, 168, 200, 10, K.n, 0.18) + R(190, 200, 820, 1, 0, K.line)
  range(3).forEach(
    (i) =>
      (s +=
        R(190 + i * 280, 420, 260, 120, 12, K.card2, 'opacity=".7"') +
        B(210 + i * 280, 440, 140, 8, K.n, 0.3) +
        B(210 + i * 280, 456, 100, 8, K.n, 0.2)),
  )
  // network
  const layout = [4, 6, 6, 4, 2]
  const xs = [300, 460, 620, 780, 920]
  const nodes = layout.map((n, li) => range(n).map((k) => [xs[li], 310 + (k - (n - 1) / 2) * 52]))
  const active = new Set(['0-1', '1-2', '2-3', '3-1', '4-0', '1-4', '2-1', '0-3'])
  let edges = '',
    hot = ''
  for (let li = 0; li < nodes.length - 1; li++) {
    for (const [ai, a] of nodes[li].entries()) {
      for (const [bi, b] of nodes[li + 1].entries()) {
        const on = active.has(`${li}-${ai}`) && active.has(`${li + 1}-${bi}`)
        if (on) hot += L(a[0], a[1], b[0], b[1], 'url(#cv)', 2)
        else if (rnd() < 0.55) edges += `M${a[0]} ${f(a[1])}L${b[0]} ${f(b[1])}`
      }
    }
  }
  s += P(edges, K.s, 1, 'stroke-opacity=".22"') + hot
  nodes.forEach((col, li) =>
    col.forEach(([x, y], k) => {
      const on = active.has(`${li}-${k}`)
      s +=
        (on ? glow(x, y, 30) : '') +
        C(x, y, on ? 11 : 8, on ? K.c : K.ink, on ? '' : `stroke="${K.mute}" stroke-width="1.5"`) +
        (on ? C(x, y, 4, K.ink) : '')
    }),
  )
  // input/output hints
  s +=
    R(180, 230, 70, 160, 12, K.card2, `stroke="${K.line}"`) +
    range(5)
      .map((i) => B(194, 250 + i * 26, 42 - (i % 2) * 12, 7, K.n, 0.5))
      .join('')
  s +=
    R(960, 262, 60, 96, 12, K.card2, `stroke="${K.c}" stroke-opacity=".5"`) +
    B(974, 284, 32, 7, K.c) +
    B(974, 300, 24, 7, K.n, 0.5) +
    B(974, 316, 30, 7, K.n, 0.5)
  // sparkle
  const sp = (x, y, r, c) =>
    F(
      `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`,
      c,
    )
  s += sp(1000, 140, 26, K.c) + sp(1040, 178, 12, K.v2) + sp(968, 186, 8, K.l)
  s += R(860, 128, 80, 26, 13, K.v, 'opacity=".2"') + B(876, 137, 48, 8, K.v2)
  return doc(1200, 630, s, { glows: glow(600, 310, 460, 280) + glow(1000, 160, 200, 160, 'gv'), grid: 0 })
}

scenes['blog-top-10-website-features-2025'] = () => {
  const rnd = prng(10)
  let s = ''
  s += card(120, 64, 960, 502, 22)
  s += R(152, 94, 44, 44, 12, 'url(#cv)') + tick(163, 116, 22, K.ink, 3)
  s += B(212, 100, 220, 14, K.l, 0.9) + B(212, 124, 140, 8, K.n, 0.45)
  s +=
    B(840, 108, 206, 10, K.dim) +
    B(840, 108, 206, 10, 'url(#cs)') +
    T(1046, 136, '10/10', 12, K.c, 'text-anchor="end"')
  s += L(121, 162, 1079, 162, K.line)
  range(10).forEach((i) => {
    const col = Math.floor(i / 5),
      row = i % 5
    const x = 152 + col * 470,
      y = 184 + row * 74
    const hi = i === 0 || i === 6
    s += R(
      x,
      y,
      426,
      60,
      14,
      hi ? K.card2 : K.well,
      `stroke="${hi ? K.c : K.line}"${hi ? ' stroke-opacity=".6"' : ''}`,
    )
    s += T(x + 20, y + 35, String(i + 1).padStart(2, '0'), 13, hi ? K.c : K.n, 'font-weight="600"')
    s += checkBadge(x + 70, y + 30, 13, i % 4 === 3 ? K.v2 : K.c)
    s += B(x + 98, y + 18, 120 + rnd() * 120, 9, K.l, 0.8) + B(x + 98, y + 35, 80 + rnd() * 100, 6, K.n, 0.4)
    s += R(x + 370, y + 18, 40, 24, 12, hi ? K.c : K.dim) + C(x + (hi ? 398 : 382), y + 30, 8, K.l)
  })
  return doc(1200, 630, s, { glows: glow(600, 315, 520, 300) + glow(1080, 80, 220, 160, 'gv'), grid: 40 })
}

scenes['blog-psychology-of-colors-design'] = () => {
  let s = ''
  const cx = 380,
    cy = 315
  const n = 24
  // segments are thick arc strokes (much smaller than filled annular sectors)
  const seg = (r, a0, a1) => {
    const [x0, y0] = polar(cx, cy, r, a0).map(Math.round)
    const [x1, y1] = polar(cx, cy, r, a1).map(Math.round)
    return `M${x0} ${y0}A${r} ${r} 0 0 1 ${x1} ${y1}`
  }
  let outer = '',
    inner = ''
  range(n).forEach((i) => {
    const a0 = -Math.PI / 2 + (i / n) * Math.PI * 2,
      a1 = a0 + (Math.PI * 2) / n
    const hue = Math.round((i / n) * 360)
    outer += P(seg(185, a0 + 0.012, a1 - 0.012), hsl(hue, 80, 60), 70)
    inner += P(seg(121, a0 + 0.018, a1 - 0.018), hsl(hue, 55, 42), 50)
  })
  s =
    G(outer.replace(/ stroke-width="70"/g, ''), 'stroke-width="70"') +
    G(inner.replace(/ stroke-width="50"/g, ''), 'stroke-width="50"')
  s += C(cx, cy, 88, K.ink, `stroke="${K.line}"`)
  range(6).forEach((i) => {
    const [x, y] = polar(cx, cy, 50, -Math.PI / 2 + (i * Math.PI) / 3)
    s += C(x, y, 18, hsl(i * 60, 75, 62))
  })
  s += C(cx, cy, 20, K.l)
  // selected harmony
  const sel = [0, 8, 16].map((i) => -Math.PI / 2 + ((i + 0.5) / n) * Math.PI * 2)
  const tri = sel.map((a) => polar(cx, cy, 185, a))
  s += P(`M${tri.map((p) => p.map(f).join(' ')).join('L')}Z`, K.l, 2, `stroke-opacity=".8" ${dash(5, 5)}`)
  tri.forEach(([x, y]) => (s += C(x, y, 11, 'none', `stroke="${K.l}" stroke-width="3"`)))
  // swatch cards fanned
  const sw = ['#f43f5e', '#f59e0b', '#22d3ee', '#8b5cf6', '#10b981']
  sw.forEach((c, i) => {
    const x = 700 + i * 84,
      y = 150 + (i % 2) * 26
    s += R(x, y, 92, 300, 14, K.card2, `stroke="${K.line}"`)
    s += F(`M${x} ${y + 14}a14 14 0 0 1 14 -14h64a14 14 0 0 1 14 14v150H${x}z`, c)
    s += F(`M${x} ${y + 164}h92v50H${x}z`, c, 'opacity=".55"')
    s +=
      T(x + 12, y + 240, c.toUpperCase(), 12, K.l) +
      B(x + 12, y + 256, 56, 6, K.n, 0.45) +
      B(x + 12, y + 270, 36, 6, K.mute)
  })
  s += card(700, 488, 420, 70, 16)
  sw.forEach((c, i) => (s += C(734 + i * 34, 523, 13, c, `stroke="${K.card}" stroke-width="3"`)))
  s += B(920, 512, 160, 9, K.l, 0.8) + B(920, 530, 110, 7, K.n, 0.45)
  return doc(1200, 630, s, { glows: glow(380, 315, 330, 300, 'gv') + glow(900, 300, 340, 280), grid: 0 })
}

scenes['blog-website-security-mistakes'] = () => {
  let s = ''
  const cx = 600,
    top = 110,
    w = 300,
    h = 380
  const shield = `M${cx} ${top}L${cx + w / 2} ${top + 56}V${top + 190}C${cx + w / 2} ${top + 290} ${cx + 60} ${top + 350} ${cx} ${top + h}C${cx - 60} ${top + 350} ${cx - w / 2} ${top + 290} ${cx - w / 2} ${top + 190}V${top + 56}Z`
  const inner = `M${cx} ${top + 26}L${cx + w / 2 - 24} ${top + 72}V${top + 190}C${cx + w / 2 - 24} ${top + 276} ${cx + 50} ${top + 328} ${cx} ${top + h - 30}C${cx - 50} ${top + 328} ${cx - w / 2 + 24} ${top + 276} ${cx - w / 2 + 24} ${top + 190}V${top + 72}Z`
  s += glow(cx, 300, 260, 260)
  s += F(shield, K.card) + F(shield, 'url(#tv)') + P(shield, 'url(#cv)', 3, 'stroke-linejoin="round"')
  s += P(inner, K.c, 1, `stroke-opacity=".35" ${dash(3, 5)}`)
  // lock
  s += P(`M${cx - 34} 284v-30a34 34 0 0 1 68 0v30`, K.l, 12, 'stroke-linecap="round"')
  s += R(cx - 62, 280, 124, 100, 18, 'url(#cs)') + C(cx, 320, 13, K.ink) + R(cx - 5, 326, 10, 26, 5, K.ink)
  // broken chain (left)
  const link = (x, y, c) => R(x - 44, y - 19, 88, 38, 19, 'none', `stroke="${c}" stroke-width="9"`)
  let ch = link(150, 300, K.mute) + link(214, 300, K.n)
  ch += link(342, 300, K.v2)
  ch += P('M270 282l8 8-6 4 10 8M294 318l-8-6 6-4-8-8', K.v2, 2, round)
  s += G(ch, 'transform="rotate(-18 250 300)"')
  // broken connection lines (right)
  s +=
    P('M906 180H824M776 180h-20', K.n, 2, `stroke-linecap="round" ${dash(8, 8)}`) +
    P('M808 168l-16 24M792 168l16 24', K.v2, 2.5, 'stroke-linecap="round"')
  s += node(930, 180, 12, K.n)
  s +=
    P('M906 420H810M762 420h-22', K.n, 2, `stroke-linecap="round" ${dash(8, 8)}`) +
    P('M794 408l-16 24M778 408l16 24', K.v2, 2.5, 'stroke-linecap="round"')
  s += node(930, 420, 12, K.n)
  // warning cards
  const warn = (x, y) =>
    card(x, y, 190, 96, 16, K.card2) +
    F(`M${x + 44} ${y + 24}l24 42h-48z`, K.v2, 'stroke-linejoin="round"') +
    R(x + 42, y + 38, 4, 14, 2, K.ink) +
    C(x + 44, y + 58, 2.5, K.ink) +
    B(x + 84, y + 34, 84, 8, K.l, 0.8) +
    B(x + 84, y + 52, 60, 6, K.n, 0.45)
  s += warn(960, 252) + warn(60, 420)
  // key
  s += G(
    C(0, 0, 22, 'none', `stroke="${K.c}" stroke-width="7"`) +
      P('M22 0h62M64 0v18M78 0v12', K.c, 7, 'stroke-linecap="round"'),
    'transform="translate(140 120) rotate(8)"',
  )
  return doc(1200, 630, s, {
    glows: glow(250, 280, 200, 200, 'gv', 0.9) + glow(960, 320, 220, 220, 'gv', 0.6),
    grid: 40,
  })
}

scenes['blog-minimalist-ui-ux-benefits'] = () => {
  let s = ''
  const cx = 742,
    cy = 290
  s += glow(cx, cy, 240, 240)
  s += C(cx, cy, 150, 'none', `stroke="${K.n}" stroke-opacity=".12"`)
  s += C(cx, cy, 72, 'url(#cs)')
  s += L(140, cy, cx - 110, cy, K.n, 1, 'stroke-opacity=".35"')
  s += C(140, cy, 3, K.n, 'opacity=".6"')
  s += B(140, 470, 120, 4, K.l, 0.5) + B(140, 486, 72, 4, K.n, 0.3)
  s += range(3)
    .map((i) => C(1040 + i * 14, 120, 2.5, i === 0 ? K.c : K.mute))
    .join('')
  return doc(1200, 630, s, { grid: 0 })
}

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
