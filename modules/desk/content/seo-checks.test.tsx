import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PostBody } from '@/components/blog/post-body'
import { SEO_DESCRIPTION_CHARS, SEO_TITLE_CHARS } from '@/lib/constants'
import { pageTitle } from '@/lib/page-title'
import {
  bodyOutline,
  descriptionCheck,
  h1Check,
  imagesCheck,
  orderCheck,
  seoChecks,
  titleCheck,
  type OutlineHeading,
} from './seo-checks'

/** The company's name as published, which every title ends with. */
const NAME = 'Harbour Lane Software'
const SUFFIX = pageTitle('', NAME).length
const h = (depth: number, text: string): OutlineHeading => ({ depth, text })

/** A body with every site block, as an author would fence them. */
const BLOCKS = [
  '## Costs',
  '```checklist\n- Back up nightly\n```',
  '```key-takeaways\n- Fast pages sell\n```',
  '```comparison\nleft: Native\nright: Cross-platform\nrows:\n  - category: Speed\n    left: { description: Fastest, pros: [Smooth], cons: [Two codebases] }\n    right: { description: Close, pros: [One codebase], cons: [Bridges] }\n```',
  '```trends\n- icon: Code\n  title: Edge rendering\n  subtitle: Closer to readers\n  points: [Lower latency, Less origin load]\n  businessImpact: Faster checkouts\n  proTip: Cache at the edge\n```',
].join('\n\n')

/** The headings PostBody really draws for a body, in document order. */
function drawnHeadings(body: string): OutlineHeading[] {
  const out: OutlineHeading[] = []
  const textOf = (n: DefaultTreeAdapterMap['childNode']): string =>
    'value' in n ? n.value : 'childNodes' in n ? n.childNodes.map(textOf).join('') : ''
  const visit = (node: DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment']) => {
    if ('tagName' in node && /^h[1-6]$/.test(node.tagName))
      out.push(h(Number(node.tagName[1]), textOf(node).replace(/\s+/g, ' ').trim()))
    else if ('childNodes' in node) node.childNodes.forEach(visit)
  }
  visit(parseFragment(renderToStaticMarkup(<PostBody body={body} source="test" />)))
  return out
}

describe('the SEO panel’s checks', () => {
  it('counts the title as the page’s <title> has it, the site’s name included', () => {
    expect(pageTitle('Core Web Vitals', NAME)).toBe('Core Web Vitals | Harbour Lane Software')
    const fits = 'x'.repeat(SEO_TITLE_CHARS.max - SUFFIX)
    expect(titleCheck(fits, NAME)).toMatchObject({
      verdict: 'pass',
      text: expect.stringContaining(`${SEO_TITLE_CHARS.max} characters`),
    })
    expect(titleCheck(`${fits}y`, NAME)).toMatchObject({
      verdict: 'warn',
      text: expect.stringContaining('the rest is cut'),
    })
    expect(titleCheck('  ', NAME)).toMatchObject({
      verdict: 'warn',
      text: expect.stringContaining('No title'),
    })
    expect(titleCheck('x'.repeat(SEO_TITLE_CHARS.min - SUFFIX - 1), NAME).verdict).toBe('warn')
    expect(titleCheck('x'.repeat(SEO_TITLE_CHARS.min - SUFFIX), NAME).verdict).toBe('pass')
  })

  it('counts characters as readers do: an emoji is one', () => {
    const fits = `${'x'.repeat(SEO_TITLE_CHARS.max - SUFFIX - 1)}🚀`
    expect(titleCheck(fits, NAME).verdict).toBe('pass')
  })

  it('wants a description (the summary) of a length search results show whole', () => {
    const { min, max } = SEO_DESCRIPTION_CHARS
    expect(descriptionCheck('').text).toContain('No summary')
    expect(descriptionCheck('x'.repeat(min - 1))).toMatchObject({
      verdict: 'warn',
      text: expect.stringContaining(`under ${min}`),
    })
    expect(descriptionCheck('x'.repeat(min)).verdict).toBe('pass')
    expect(descriptionCheck(` ${'x'.repeat(max)} `)).toMatchObject({
      verdict: 'pass',
      text: expect.stringContaining(`${max} characters`),
    })
    expect(descriptionCheck('x'.repeat(max + 1)).verdict).toBe('warn')
  })

  it('finds a second main heading in the body, written either way Markdown allows', () => {
    expect(h1Check(bodyOutline('## Costs\n\nText.').headings)).toMatchObject({ verdict: 'pass' })
    const two = h1Check(bodyOutline('# Intro\n\nText.\n\nAlso\n===\n').headings)
    expect(two.verdict).toBe('warn')
    expect(two.text).toContain('2 headings')
    expect(two.text).toContain('“Intro”, “Also”')
  })

  it('names each heading that skips a level, counting from the title’s h1', () => {
    expect(orderCheck([h(2, 'A'), h(3, 'B'), h(2, 'C'), h(3, 'D'), h(4, 'E')]).verdict).toBe('pass')
    expect(orderCheck([]).verdict).toBe('pass')
    const skipped = orderCheck([h(3, 'Too deep'), h(2, 'Fine'), h(4, 'Also deep')])
    expect(skipped.verdict).toBe('warn')
    expect(skipped.text).toContain('2 headings skip')
    expect(skipped.text).toContain('“Too deep” is h3 after h1')
    expect(skipped.text).toContain('“Also deep” is h4 after h2')
  })

  it('reads the site blocks’ headings as PostBody draws them', () => {
    const outline = bodyOutline(BLOCKS).headings
    expect(outline.map((x) => x.depth)).toEqual([2, 2, 2, 3, 4, 4, 3])
    expect(drawnHeadings(BLOCKS)).toEqual(outline)
    // A comparison straight after the title skips from h1 to h3.
    const after = orderCheck(bodyOutline(BLOCKS.split('\n\n').slice(3, 4).join('')).headings)
    expect(after).toMatchObject({ verdict: 'warn', text: expect.stringContaining('“Speed” is h3 after h1') })
  })

  it('finds images without alt text anywhere in the body, and a cover without its description', () => {
    const body =
      '![A chart of load times](/media/chart.webp)\n\n- ![](/media/in-list.webp)\n\n![ ][ref]\n\n[ref]: /media/ref.webp'
    const { images } = bodyOutline(body)
    expect(images).toHaveLength(3)
    const missing = imagesCheck(images, {})
    expect(missing.verdict).toBe('warn')
    expect(missing.text).toContain('2 of 3 images have no alt text')
    expect(missing.text).toContain('/media/in-list.webp')
    expect(imagesCheck(bodyOutline('![Chart](/a.webp)').images, {})).toMatchObject({
      verdict: 'pass',
      text: 'The image has alt text.',
    })
    expect(imagesCheck([], {}).text).toBe('No images in the body.')
    expect(imagesCheck([], { cover: '/media/cover.webp', cover_alt: '' }).text).toContain(
      'cover image has no description',
    )
    expect(imagesCheck([], { cover: '/media/cover.webp', cover_alt: 'A shop' }).verdict).toBe('pass')
  })

  it('lists every check in order, each with a verdict in words', () => {
    const checks = seoChecks(
      {
        title: 'Core Web Vitals for Shop Owners',
        summary: 'What LCP, INP and CLS mean for a small online shop, and the three fixes that matter most.',
        body: '## Why speed sells\n\nA shop that loads in two seconds keeps more of its visitors.',
      },
      NAME,
    )
    expect(checks.map((c) => c.key)).toEqual(['title', 'description', 'h1', 'order', 'images'])
    expect(checks.every((c) => c.verdict === 'pass' && c.text.length > 10)).toBe(true)
  })
})
