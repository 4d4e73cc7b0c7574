// Drawing kit for scripts/make-art.mjs: the palette, small helpers, SVG primitives and device
// frames the scenes compose.

// ---------------------------------------------------------------- palette
export const K = {
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
export const prng = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
export const f = (n) => +(+n).toFixed(1)
export const num = (n) => String(f(n)).replace(/^(-?)0\./, '$1.')
export const op = (o) => (o == null || o >= 1 ? '' : ` opacity="${num(o)}"`)
export const range = (n) => [...Array(n).keys()]

// ---------------------------------------------------------------- primitives
/** rounded rect; ex = extra attributes */
export const R = (x, y, w, h, rx = 8, fill = K.card, ex = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${rx}"` : ''}${
    fill && fill !== 'none' ? ` fill="${fill}"` : ''
  }${ex ? ' ' + ex : ''}/>`
/** stroked card */
export const card = (x, y, w, h, rx = 14, fill = K.card, stroke = K.line) =>
  R(x, y, w, h, rx, fill, `stroke="${stroke}"`)
/** pill bar */
export const B = (x, y, w, h = 8, fill = K.dim, o) => R(x, y, w, h, h / 2, fill, op(o).trim())
export const C = (cx, cy, r, fill = K.c, ex = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fill && fill !== 'none' ? ` fill="${fill}"` : ''}${ex ? ' ' + ex : ''}/>`
export const P = (d, stroke = K.c, sw = 1.5, ex = '') =>
  `<path d="${d}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ''}${ex ? ' ' + ex : ''}/>`
export const F = (d, fill, ex = '') =>
  `<path d="${d}"${fill !== 'none' ? ` fill="${fill}"` : ''}${ex ? ' ' + ex : ''}/>`
export const L = (x1, y1, x2, y2, stroke = K.line, sw = 1, ex = '') =>
  P(`M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, stroke, sw, ex)
export const T = (x, y, s, size = 11, fill = K.n, ex = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${fill}"${ex ? ' ' + ex : ''}>${s}</text>`
export const G = (body, ex) => `<g ${ex}>${body}</g>`
export const round = 'stroke-linecap="round" stroke-linejoin="round"'
export const dash = (a = 4, b = 5) => `stroke-dasharray="${a} ${b}"`

/** soft radial glow (gradient, no blur) */
export const glow = (cx, cy, rx, ry = rx, id = 'gc', o = 1) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"${op(o)}/>`

/** horizontal s-curve between two points */
export const hcurve = (x1, y1, x2, y2) => {
  const m = f((x1 + x2) / 2)
  return `M${f(x1)} ${f(y1)}C${m} ${f(y1)} ${m} ${f(y2)} ${f(x2)} ${f(y2)}`
}
/** vertical s-curve between two points */
export const vcurve = (x1, y1, x2, y2) => {
  const m = f((y1 + y2) / 2)
  return `M${f(x1)} ${f(y1)}C${f(x1)} ${m} ${f(x2)} ${m} ${f(x2)} ${f(y2)}`
}
/** smooth path through points (horizontal tangents), relative commands, `s` when spacing repeats */
export const smooth = (pts) => {
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
export const series = (n, rnd, start = 0.3, trend = 0.4, noise = 0.18) => {
  let v = start
  return range(n).map((i) => {
    if (i) v += trend / n + (rnd() - 0.5) * noise
    return Math.min(0.95, Math.max(0.08, v))
  })
}
/** line / area chart; returns svg */
export const chart = (x, y, w, h, vals, color = K.c, area = 'ac', sw = 2) => {
  const pts = vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - v * h])
  const d = smooth(pts)
  return (
    (area ? F(`${d}V${f(y + h)}H${f(x)}Z`, `url(#${area})`) : '') + P(d, color, sw, 'stroke-linecap="round"')
  )
}
/** vertical bar chart */
export const bars = (x, y, w, h, vals, fill = K.c, gap = 0.45, hi = -1, hiFill = K.c) => {
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
export const hsl = (h, sat, lig) => {
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
export const polar = (cx, cy, r, a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)]
/** circular arc path from angle a0 to a1 (radians, clockwise) */
export const arc = (cx, cy, r, a0, a1) => {
  const [x0, y0] = polar(cx, cy, r, a0)
  const [x1, y1] = polar(cx, cy, r, a1)
  return `M${f(x0)} ${f(y0)}A${r} ${r} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${f(x1)} ${f(y1)}`
}
/** annular sector */
export const sector = (cx, cy, r0, r1, a0, a1) => {
  const p = (r, a) => polar(cx, cy, r, a).map(Math.round).join(' ')
  const lg = a1 - a0 > Math.PI ? 1 : 0
  return `M${p(r1, a0)}A${r1} ${r1} 0 ${lg} 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 ${lg} 0 ${p(r0, a0)}Z`
}
/** progress ring (track + arc) */
export const ring = (cx, cy, r, frac, color = K.c, sw = 10, track = 0.14) => {
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
export const tick = (x, y, s = 10, color = K.ink, sw = 2) =>
  P(`M${f(x)} ${f(y)}l${f(s * 0.35)} ${f(s * 0.35)}l${f(s * 0.65)} -${f(s * 0.7)}`, color, sw, round)
/** filled check badge */
export const checkBadge = (cx, cy, r, fill = K.c) =>
  C(cx, cy, r, fill) + tick(cx - r * 0.45, cy, r * 0.9, K.ink, Math.max(1.8, r / 6))
/** map pin with tip at (x,y) */
export const pin = (x, y, color = K.c, s = 1) =>
  F(
    `M${f(x)} ${f(y)}l${f(-7.8 * s)} ${f(-11.5 * s)}a${f(9 * s)} ${f(9 * s)} 0 1 1 ${f(15.6 * s)} 0z`,
    color,
  ) + C(x, y - 16 * s, 3.4 * s, K.ink)
/** graph node: ring + core */
export const node = (x, y, r = 8, color = K.c, fill = K.ink) =>
  C(x, y, r, fill, `stroke="${color}" stroke-width="1.5"`) + C(x, y, r * 0.42, color)
/** mouse cursor with tip at (x,y) */
export const cursor = (x, y, fill = K.l) =>
  F(
    `M${x} ${y}v24l6.5-6 4.5 10 4-1.8-4.5-9.8h9z`,
    fill,
    `stroke="${K.ink}" stroke-width="1.5" stroke-linejoin="round"`,
  )
/** three window dots */
export const dots3 = (x, y, r = 4) =>
  [K.mute, K.mute, K.mute].map((c, i) => C(x + i * r * 3.4, y, r, c)).join('')

/** code fragment as rounded token bars */
export const code = (x, y, lines, rnd, { lh = 18, maxW = 240, h = 7, nums = false, pal } = {}) => {
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
export const browser = (x, y, w, h, { url = true, fill = K.card } = {}) =>
  card(x, y, w, h, 14, fill) +
  L(x, y + 36, x + w, y + 36, K.line) +
  dots3(x + 18, y + 18) +
  (url
    ? B(x + w / 2 - w * 0.18, y + 12, w * 0.36, 12, K.well) +
      C(x + w / 2 - w * 0.18 + 10, y + 18, 2.5, K.c, 'opacity=".8"')
    : '')
/** phone frame; screen = x+8..x+w-8 */
export const phone = (x, y, w, h, screen = K.card) =>
  R(x, y, w, h, 32, '#0d1526', `stroke="${K.mute}" stroke-width="1.5"`) +
  R(x + 8, y + 8, w - 16, h - 16, 25, screen) +
  B(x + w / 2 - 26, y + 18, 52, 12, K.ink)
/** laptop; screen content from x+12,y+12 */
export const laptop = (x, y, w, h) =>
  R(x, y, w, h, 14, '#0d1526', `stroke="${K.mute}" stroke-width="1.5"`) +
  R(x + 12, y + 12, w - 24, h - 24, 6, K.card) +
  F(`M${x - 36} ${y + h + 2}h${w + 72}l-16 16H${x - 20}z`, K.card2, `stroke="${K.mute}"`) +
  B(x + w / 2 - 34, y + h + 2, 68, 5, K.mute)
