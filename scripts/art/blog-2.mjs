// Blog covers (1200x630), second half. Each scene returns one SVG document.

import {
  K,
  prng,
  f,
  range,
  R,
  card,
  B,
  C,
  P,
  F,
  L,
  T,
  G,
  round,
  dash,
  glow,
  hsl,
  polar,
  tick,
  checkBadge,
  node,
} from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
