// Project illustrations, first half. Each scene returns one SVG document.

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
  round,
  dash,
  glow,
  series,
  chart,
  sector,
  ring,
  checkBadge,
  pin,
  phone,
  laptop,
} from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
