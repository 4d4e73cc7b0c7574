// Project illustrations, second half. Each scene returns one SVG document.

import {
  K,
  prng,
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
  dash,
  glow,
  hcurve,
  chart,
  bars,
  arc,
  ring,
  tick,
  pin,
  phone,
} from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
