// Service illustrations, first half. Each scene returns one SVG document.

import {
  K,
  prng,
  f,
  op,
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
  hcurve,
  vcurve,
  series,
  chart,
  polar,
  arc,
  checkBadge,
  cursor,
  code,
  browser,
} from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
