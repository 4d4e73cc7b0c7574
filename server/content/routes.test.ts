import { describe, expect, it } from 'vitest'
import { articlePicturePath, pagePicturePath } from '@/lib/share-pictures'
import { affectedRoutes } from './routes'

/** The routes a build made (as the page store lists them), a few of each sort. */
const BUILT = [
  '/',
  '/about',
  '/careers',
  '/blog',
  '/blog/a',
  '/sitemap.xml',
  '/feed.xml',
  articlePicturePath('a'),
]

describe('the routes a content change makes again', () => {
  it('makes every page, every feed and every share picture again when the company’s facts change', () => {
    const routes = affectedRoutes('facts', 'company', 1, () => BUILT, ['a', 'b'])
    for (const route of [...BUILT, '/atom.xml', '/feed.json', '/privacy-policy', '/og.png'])
      expect(routes).toContain(route)
    for (const page of ['about', 'services', 'products', 'projects', 'blog', 'careers'] as const)
      expect(routes).toContain(pagePicturePath(page))
    // an article published after the build has no built picture, but its picture names the company too
    expect(routes).toContain(articlePicturePath('b'))
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('draws the pictures last, after every page and feed', () => {
    const routes = affectedRoutes('facts', 'company', 1, () => BUILT, ['a'])
    const firstPicture = routes.findIndex((r) => r === '/og.png' || r.includes('/opengraph-image'))
    expect(routes.slice(firstPicture).every((r) => r === '/og.png' || r.includes('/opengraph-image'))).toBe(
      true,
    )
    expect(routes[0]).toBe('/')
  })

  it('leaves the other kinds to the pages that list them', () => {
    expect(affectedRoutes('faq', 'x', 1, () => BUILT)).toEqual(['/about', '/services'])
  })
})
