// Service illustrations, second half. Each scene returns one SVG document.

import {
  K,
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
  round,
  dash,
  glow,
  hcurve,
  smooth,
  ring,
  node,
  browser,
  phone,
} from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
