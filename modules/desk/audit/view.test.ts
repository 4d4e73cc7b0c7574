import { describe, expect, it } from 'vitest'
import { auditHref, parseAuditView } from './view'

describe('the Audit page URL', () => {
  it('reads the filter and the cursor, and writes them back', () => {
    const view = parseAuditView({
      panel: 'audit',
      action: 'csv_exported',
      actor: 'Admin@Desk.example',
      from: '2026-11-01',
      to: '2026-11-25',
      older: '2026-11-25T04:00:00.000Z~e42',
    })
    expect(view).toEqual({
      filter: { action: 'csv_exported', actor: 'admin@desk.example', from: '2026-11-01', to: '2026-11-25' },
      cursor: { at: '2026-11-25T04:00:00.000Z', id: 'e42', direction: 'older' },
    })
    expect(auditHref(view.filter, view.cursor)).toBe(
      '/admin-dashboard/audit?action=csv_exported&actor=admin%40desk.example&from=2026-11-01&to=2026-11-25&older=2026-11-25T04%3A00%3A00.000Z%7Ee42',
    )
    expect(auditHref({})).toBe('/admin-dashboard/audit')
  })

  it('leaves out what is not a value, so an old or hand-edited link still shows the trail', () => {
    expect(
      parseAuditView({ action: 'drop_table', from: '25/11/2026', to: '2026-13-45', newer: 'yesterday~x' }),
    ).toEqual({ filter: {}, cursor: null })
    expect(parseAuditView({ newer: '2026-11-25T04:00:00.000Z~e1' }).cursor).toEqual({
      at: '2026-11-25T04:00:00.000Z',
      id: 'e1',
      direction: 'newer',
    })
  })
})
