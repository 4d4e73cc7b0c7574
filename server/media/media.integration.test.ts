import { readdir } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { MEDIA_COPY } from '@/content/desk/media'
import { adminClient, client, countRows, database } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'

type Admin = Awaited<ReturnType<typeof adminClient>>
type Variant = { key: string; width: number; height: number; format: string; bytes: number }
type Item = {
  id: string
  hash: string
  name: string
  mime: string
  width: number
  height: number
  variants: Variant[]
}
type Answer = { message: string; reason?: string; media?: Item }

/** A photo of `width` × `height`, unique to this call (a random colour), carrying EXIF personal data. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const background = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: 90 }
  return sharp({ create: { width, height, channels: 3, background } })
    .withExif({ IFD0: { Artist: 'Ana Quintero, 14 Rua Secreta' } })
    .toFormat(format)
    .toBuffer()
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'

const mediaFiles = (target: Target) => readdir(path.join(target.dataDir, 'media')).catch(() => [] as string[])

/**
 * The media library's uploads, through the real server: only real JPEG/PNG/WebP/AVIF bytes are
 * kept (whatever the name says), at most 20 MB, each file once; its variants are served publicly
 * with a year's caching and the sizes they claim; nobody but an administrator may upload.
 */
describe.each(inject('targets'))('media uploads on $name', (target) => {
  let admin: Admin
  const upload = async (bytes: Buffer | string, name: string, type = 'image/jpeg', as: Admin = admin) => {
    const res = await as.postForm(
      '/api/admin/media',
      { file: new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }) },
      { Cookie: as.cookie },
    )
    return { status: res.status, body: (await res.json()) as Answer }
  }

  beforeAll(async () => {
    admin = await adminClient(target)
  })

  it('keeps a JPEG with WebP and AVIF variants no wider than it, served for a year with their real sizes', async () => {
    const bytes = await photo(1000, 600)
    const { status, body } = await upload(bytes, 'team-offsite.jpg')
    expect(status, body.message).toBe(201)
    const item = body.media!
    expect(item).toMatchObject({ name: 'team-offsite.jpg', mime: 'image/jpeg', width: 1000, height: 600 })
    const made = item.variants.map((v) => `${v.format}@${v.width}`).sort()
    expect(made).toEqual(['avif@480', 'avif@800', 'original@1000', 'webp@480', 'webp@800'])
    for (const variant of item.variants) {
      const res = await client(target).send(`/${variant.key}`)
      expect(res.status, variant.key).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const served = Buffer.from(await res.arrayBuffer())
      const meta = await sharp(served).metadata()
      const format = variant.format === 'original' ? 'jpeg' : variant.format === 'avif' ? 'heif' : 'webp'
      expect(res.headers.get('content-type')).toBe(
        variant.format === 'original' ? 'image/jpeg' : `image/${variant.format}`,
      )
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format,
        width: variant.width,
        height: variant.height,
      })
      expect(variant.height).toBe(Math.round((variant.width * 600) / 1000))
      // The EXIF (a name and an address here; GPS in a phone's photo) is never kept nor served.
      expect(meta.exif, `${variant.key} has no EXIF`).toBeUndefined()
      expect(served.includes('Rua Secreta')).toBe(false)
    }
  })

  it('keeps the same file uploaded twice as one item, and a PNG as a PNG', async () => {
    const bytes = await photo(500, 500, 'png')
    const first = await upload(bytes, 'diagram.png', 'image/png')
    expect(first.status, first.body.message).toBe(201)
    const again = await upload(bytes, 'diagram-copy.png', 'image/png')
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(MEDIA_COPY.alreadyThere)
    expect(again.body.media!.id).toBe(first.body.media!.id)
    const rows = await database(target)
      .selectFrom('media')
      .select('id')
      .where('hash', '=', first.body.media!.hash)
      .execute()
    expect(rows).toHaveLength(1)
    expect(first.body.media!.variants.find((v) => v.format === 'original')!.key).toMatch(/\.png$/)
  })

  it('refuses SVG, named as it is or as a .jpg, and a 21 MB upload, storing nothing', async () => {
    const before = { rows: await countRows(target, 'media'), files: await mediaFiles(target) }
    for (const [bytes, name, type] of [
      [SVG, 'logo.svg', 'image/svg+xml'],
      [SVG, 'holiday.jpg', 'image/jpeg'],
      ['<html><body>hello</body></html>', 'photo.png', 'image/png'],
    ] as const) {
      const { status, body } = await upload(bytes, name, type)
      expect(status, name).toBe(400)
      expect(body.message).toBe(MEDIA_COPY.refusals['not-image'])
    }
    const jpegHead = (await photo(10, 10)).subarray(0, 3)
    const huge = Buffer.concat([jpegHead, Buffer.alloc(21 * 1024 * 1024)])
    const { status, body } = await upload(huge, 'huge.jpg')
    expect(status).toBe(413)
    expect(body.message).toBe(MEDIA_COPY.refusals['too-large'])
    expect(await countRows(target, 'media')).toBe(before.rows)
    if (target.name === 'sqlite') expect(await mediaFiles(target)).toEqual(before.files)
  })

  it('refuses an image of absurd dimensions (a decompression bomb) before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 8_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    const { status, body } = await upload(bomb, 'bomb.png', 'image/png')
    expect(status).toBe(400)
    expect(body.message).toBe(MEDIA_COPY.refusals['too-many-pixels'])
  })

  it('lets nobody but a signed-in administrator upload, and answers unknown names with 404', async () => {
    const visitor = client(target)
    const res = await visitor.postForm('/api/admin/media', {
      file: new File([new Uint8Array(await photo(20, 20))], 'x.jpg'),
    })
    expect(res.status).toBe(401)
    for (const name of [
      'nothing.jpg',
      `${'a'.repeat(64)}-480.webp`,
      '..%2Fsite.db',
      `${'b'.repeat(64)}.svg`,
    ]) {
      const miss = await visitor.send(`/media/${name}`)
      expect(miss.status, name).toBe(404)
    }
  })

  it('deletes an image with its variants, which are then gone', async () => {
    const { body } = await upload(await photo(600, 400), 'old.jpg')
    const item = body.media!
    const res = await admin.send(`/api/admin/media/${item.id}`, { method: 'DELETE' })
    expect(res.status).toBe(204)
    expect((await client(target).send(`/${item.variants[0]!.key}`)).status).toBe(404)
    expect(
      await database(target)
        .selectFrom('media_variants')
        .select('key')
        .where('media_id', '=', item.id)
        .execute(),
    ).toEqual([])
  })
})
