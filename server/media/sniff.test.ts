import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cleanName, sniffImage, variantWidths } from './sniff'

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer()

describe('sniffing an upload by its bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF made by a real encoder', async () => {
    expect(sniffImage(await image('jpeg'))).toBe('image/jpeg')
    expect(sniffImage(await image('png'))).toBe('image/png')
    expect(sniffImage(await image('webp'))).toBe('image/webp')
    expect(sniffImage(await image('avif'))).toBe('image/avif')
  })

  it('refuses SVG, HTML, PDF, GIF, HEIC and empty files, whatever they are called', async () => {
    const texts = [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '<html>',
      '%PDF-1.4',
      'GIF89a',
    ]
    for (const text of texts) expect(sniffImage(Buffer.from(text)), text).toBeNull()
    expect(sniffImage(Buffer.alloc(0))).toBeNull()
    // An ISO-BMFF file that is not AVIF (HEIC): same box, other brands.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')])
    expect(sniffImage(heic)).toBeNull()
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull()
  })
})

describe('the variants made of an upload', () => {
  it('are the standard widths no wider than the image, or its own width when it is narrower', () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600])
    expect(variantWidths(1000)).toEqual([480, 800])
    expect(variantWidths(320)).toEqual([320])
  })

  it('keep a file’s own name, never the folder it came from', () => {
    expect(cleanName('C:\\Users\\ana\\Desktop\\cover.jpg')).toBe('cover.jpg')
    expect(cleanName('/home/ana/cover\u0000.png')).toBe('cover.png')
    expect(cleanName('')).toBe('image')
  })
})
