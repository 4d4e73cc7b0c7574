import { describe, expect, it } from 'vitest'
import { deskHref, listFilter, listHref, parseView } from './view'

describe('the desk URL', () => {
  const view = parseView({ tab: 'messages', q: 'acme', status: 'new', page: '3', open: 'abc' })

  it('reads every part of the view from the URL', () => {
    expect(view).toEqual({
      tab: 'messages',
      q: 'acme',
      status: 'new',
      page: 3,
      open: 'abc',
      panel: null,
      range: 30,
      audit: { filter: {}, cursor: null },
      next: null,
    })
  })

  it('falls back to the defaults for unknown or foreign values', () => {
    expect(parseView({ tab: 'users', status: 'approved', page: '-2' })).toMatchObject({
      tab: 'applications',
      status: '',
      page: 1,
    })
    expect(parseView({ tab: 'messages', status: 'approved' }).status).toBe('')
  })

  it('writes the same view back, defaults left out', () => {
    expect(deskHref(view)).toBe('/admin-dashboard?tab=messages&q=acme&status=new&page=3&open=abc')
    expect(deskHref(parseView({}))).toBe('/admin-dashboard')
  })

  it('starts a new tab on page 1 with no search or filter', () => {
    expect(deskHref(view, { tab: 'comments' })).toBe('/admin-dashboard?tab=comments')
  })

  it('can open a record on another tab', () => {
    expect(deskHref(view, { tab: 'applications', open: 'xyz' })).toBe('/admin-dashboard?open=xyz')
  })

  it('starts a new search or filter on page 1 and closes a record back to its list', () => {
    expect(deskHref(view, { q: 'globex', open: null })).toBe(
      '/admin-dashboard?tab=messages&q=globex&status=new',
    )
    expect(listHref(view)).toBe('/admin-dashboard?tab=messages&q=acme&status=new&page=3')
  })

  it('keeps the Analytics range in the URL, 30 days by default, any other value refused', () => {
    const analytics = parseView({ panel: 'analytics', range: '90' })
    expect(analytics).toMatchObject({ panel: 'analytics', range: 90 })
    expect(deskHref(analytics)).toBe('/admin-dashboard?panel=analytics&range=90')
    expect(deskHref(analytics, { range: 30 })).toBe('/admin-dashboard?panel=analytics')
    expect(parseView({ panel: 'analytics', range: '7' }).range).toBe(30)
    expect(deskHref(analytics, { panel: 'mail' })).toBe('/admin-dashboard?panel=mail')
  })
})

describe('the rows a view lists', () => {
  it('ignores a status the tab does not have, as the page does, instead of refusing the request', () => {
    expect(listFilter(parseView({ tab: 'messages', q: ' acme ', status: 'approved' }))).toEqual({
      q: 'acme',
      status: undefined,
    })
    expect(listFilter(parseView({ tab: 'comments', status: 'approved' }))).toEqual({
      q: undefined,
      status: 'approved',
    })
  })
})
