// The SVG document around a scene: shared gradients, merged pills and the background grid.

import { num } from './kit.mjs'

// ---------------------------------------------------------------- document
export const DEFS = {
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
export const ITEM =
  /<g\b[^>]*>[\s\S]*?<\/g>|<text\b[^>]*>[^<]*<\/text>|<clipPath\b[\s\S]*?<\/clipPath>|<[a-z]+\b[^>]*\/>/g
export const attrsOf = (tag) =>
  Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
export const NUM = '(-?[\\d.]+)'
export const LINE = new RegExp(`^M${NUM} ${NUM}(?:L${NUM} ${NUM}|([hvHV])${NUM})$`)
export const overlaps = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
export const boxOf = (src) => {
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
export const mergePills = (body) => {
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
export const doc = (W, H, body, { glows = '', grid = 32, gx = 0.5, gy = 0.45 } = {}) => {
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
