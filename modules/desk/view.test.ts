import { describe, expect, it } from 'vitest'
import { deskHref, listFilter, listHref, movedDeskAddress, parseView } from './view'

describe('the desk URL', () => {
  const view = parseView({ q: 'acme', status: 'new', page: '3' }, { record: { type: 'messages', id: 'abc' } })

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
    expect(deskHref(view)).toBe('/admin-dashboard/messages/abc?q=acme&status=new&page=3')
    expect(deskHref(parseView({}))).toBe('/admin-dashboard')
  })

  it('starts a new tab on page 1 with no search or filter', () => {
    expect(deskHref(view, { tab: 'comments' })).toBe('/admin-dashboard?tab=comments')
  })

  it('can open a record on another tab', () => {
    expect(deskHref(view, { tab: 'applications', open: 'xyz' })).toBe('/admin-dashboard/applications/xyz')
  })

  it('starts a new search or filter on page 1 and closes a record back to its list', () => {
    expect(deskHref(view, { q: 'globex', open: null })).toBe(
      '/admin-dashboard?tab=messages&q=globex&status=new',
    )
    expect(listHref(view)).toBe('/admin-dashboard?tab=messages&q=acme&status=new&page=3')
  })

  it('keeps the Analytics range in the URL, 30 days by default, any other value refused', () => {
    const analytics = parseView({ range: '90' }, { panel: 'analytics' })
    expect(analytics).toMatchObject({ panel: 'analytics', range: 90 })
    expect(deskHref(analytics)).toBe('/admin-dashboard/analytics?range=90')
    expect(deskHref(analytics, { range: 30 })).toBe('/admin-dashboard/analytics')
    expect(parseView({ range: '7' }, { panel: 'analytics' }).range).toBe(30)
    expect(deskHref(analytics, { panel: 'mail' })).toBe('/admin-dashboard/mail')
  })
})

describe('the desk addresses of the earlier form', () => {
  const moved = (address: string) => movedDeskAddress(new URL(address, 'https://example.com'))

  it('send a page to its own address, the rest of the query kept', () => {
    expect(moved('/admin-dashboard?panel=spam')).toBe('/admin-dashboard/spam')
    expect(moved('/admin-dashboard?panel=analytics&range=90')).toBe('/admin-dashboard/analytics?range=90')
    expect(moved('/admin-dashboard?panel=confirm&next=%2Fapi%2Fadmin%2Fexport')).toBe(
      '/admin-dashboard/confirm?next=%2Fapi%2Fadmin%2Fexport',
    )
  })

  it('send a record to its own address, with the list it was opened from', () => {
    expect(moved('/admin-dashboard?tab=messages&q=acme&page=2&open=abc')).toBe(
      '/admin-dashboard/messages/abc?q=acme&page=2',
    )
    expect(moved('/admin-dashboard?open=abc')).toBe('/admin-dashboard/applications/abc')
    expect(moved('/admin-dashboard/?tab=comments&open=c%201')).toBe('/admin-dashboard/comments/c%201')
  })

  it('leave the lists, an unknown page and other paths alone', () => {
    expect(moved('/admin-dashboard?tab=messages&q=acme')).toBeNull()
    expect(moved('/admin-dashboard?panel=nothing')).toBeNull()
    expect(moved('/admin-dashboard/spam?panel=mail')).toBeNull()
    expect(moved('/blog?panel=spam')).toBeNull()
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
