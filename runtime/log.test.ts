import { describe, expect, it } from 'vitest'
import { formatLine, humanLine, logLine, redact, requestIdOf } from './log.mjs'

describe('log lines', () => {
  it('keeps our message as written and takes addresses out of error details', () => {
    const line = JSON.parse(
      logLine('warn', [
        'Notification 42 not sent, will retry:',
        new Error('550 <asha@rao.example> from 203.0.113.9'),
      ]),
    )
    expect(line).toMatchObject({ level: 'warn', msg: 'Notification 42 not sent, will retry:' })
    expect(line.detail).toContain('550 <[email]> from [address]')
    expect(line.detail).not.toMatch(/asha|203\.0\.113/)
    expect(Date.parse(line.time)).not.toBeNaN()
  })

  it('leaves times and record ids alone', () => {
    expect(redact('at 10:57:01.123 for record 0b9c7d2e-1111-4222-8333-944455556666')).toBe(
      'at 10:57:01.123 for record 0b9c7d2e-1111-4222-8333-944455556666',
    )
  })

  it('is JSON for a collector and readable on a terminal', () => {
    const json = logLine('info', ['request'], {
      requestId: 'ab12',
      method: 'GET',
      path: '/',
      status: 200,
      ms: 3,
    })
    expect(formatLine(json, { isTTY: false })).toBe(json)
    expect(formatLine(json, { isTTY: true })).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO  request requestId=ab12 method=GET path=\/ status=200 ms=3$/,
    )
    expect(humanLine(json)).toBe(formatLine(json, { isTTY: true }))
  })

  it("keeps a proxy's request id only when it looks like one", () => {
    expect(requestIdOf('nginx-0123abcd')).toBe('nginx-0123abcd')
    expect(requestIdOf('0b9c7d2e-1111-4222-8333-944455556666')).toBe('0b9c7d2e-1111-4222-8333-944455556666')
    for (const bad of [undefined, '', 'x'.repeat(65), 'a b', 'id\nforged: 1'])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f]{16}$/)
  })
})
