import { describe, expect, it } from 'vitest'
import { lineChanges } from './revision-compare'

describe('lineChanges', () => {
  it('marks the lines removed and added, and folds the unchanged ones far from a change', () => {
    const then = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n')
    const now = ['a', 'b', 'c', 'd', 'e', 'f', 'G', 'h'].join('\n')
    expect(lineChanges(then, now)).toEqual([
      { kind: 'skipped', count: 4 },
      { kind: 'same', text: 'e' },
      { kind: 'same', text: 'f' },
      { kind: 'removed', text: 'g' },
      { kind: 'added', text: 'G' },
      { kind: 'same', text: 'h' },
    ])
  })

  it('finds nothing to mark in the same text, whichever line breaks it has', () => {
    expect(
      lineChanges('one\r\ntwo\r\n', 'one\ntwo\n').every((l) => l.kind === 'same' || l.kind === 'skipped'),
    ).toBe(true)
  })
})
