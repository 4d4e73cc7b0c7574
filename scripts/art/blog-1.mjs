// Blog covers (1200x630), first half. Each scene returns one SVG document.

import { K, prng, f, range, R, card, B, C, P, F, L, T, round, dash, glow, chart, browser } from './kit.mjs'
import { doc } from './document.mjs'

export const scenes = {}

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
