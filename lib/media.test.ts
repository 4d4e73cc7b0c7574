import { describe, expect, it } from 'vitest'
import { mediaHashesIn, mediaHashOf, variantWidths } from '@/lib/media'

const hash = 'c0ffee'.padEnd(64, '0')

describe('library image addresses', () => {
  it('reads the hash of a variant’s address, and of nothing else', () => {
    expect(mediaHashOf(`/media/${hash}-800.avif`)).toBe(hash)
    expect(mediaHashOf(`/media/${hash}-800.png`)).toBeNull()
    expect(mediaHashOf(`https://elsewhere.example/media/${hash}-800.webp`)).toBeNull()
    expect(mediaHashOf(`/media/${hash.slice(1)}-800.webp`)).toBeNull()
  })

  it('finds each image a body names once, however often and at whatever width', () => {
    const other = 'f'.repeat(64)
    const body = `![a](/media/${hash}-480.webp)\n\n![b](/media/${other}-1600.avif) ![c](/media/${hash}-1200.webp)`
    expect(mediaHashesIn(body)).toEqual([hash, other])
    expect(mediaHashesIn('No pictures here.')).toEqual([])
  })

  it('makes the standard widths an image covers, or its own when narrower than all', () => {
    expect(variantWidths(1300)).toEqual([480, 800, 1200])
    expect(variantWidths(300)).toEqual([300])
  })
})
