import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runDatabase } from '@/tests/integration/targets'
import { describeOnce } from '@/tests/integration/once'
import { jobs } from '@/content/jobs'
import { RESUME_ERRORS, RESUME_FIELD } from '@/modules/applications/form'
import { TEST_PORT_SHIFT } from '@/tests/build-env.mjs'
import { createTestSchema } from '@/tests/helpers/pg-schema'
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server'
import { startServer, type RunningServer } from '@/tests/helpers/server'
import { callAction } from '@/tests/integration/actions'
import { adminClient, client, database, pdfBytes, pdfFile, visitor } from '@/tests/integration/client'
import { ADMIN, type Target } from '@/tests/integration/targets'
import { marker, uniquePhone } from '@/tests/integration/uploads'

/**
 * Resumes in an S3-compatible bucket (s3rver on loopback, started here), through a production
 * server of its own configured with S3_*: stored in the bucket and not on disk, opened by the
 * administrator through the signed, session-checked link with the same bytes and headers as from
 * disk, refused uploads leave no object and no unfinished multipart upload, and deleting an
 * application deletes its object. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
const PORT = 3256 + TEST_PORT_SHIFT
const MiB = 1024 * 1024
/** This run's database: the servers of this file's own use it. */
const kinds = [runDatabase()]

type Admin = Awaited<ReturnType<typeof adminClient>>
type Answer = { ok: boolean; message: string; id?: string; fieldErrors?: Record<string, string> }

/** A PDF of about `size` bytes with its `%%EOF` trailer, unique. */
const pdfOf = (size: number) => {
  const bytes = pdfBytes(`% ${marker()}\n`)
  const pad = Buffer.alloc(Math.max(0, size - bytes.length), 0x20)
  return Buffer.concat([bytes.subarray(0, 9), pad, bytes.subarray(9)])
}

function applicationFields(resume: Blob, phone = uniquePhone()) {
  return {
    job_title: jobs[0]!.title,
    full_name: 'Nisha Menon',
    email: `nisha.${marker(6)}@example.com`,
    phone,
    portfolio: '',
    cover_letter: 'Seven years of cloud platforms, and I would like to build yours.',
    [RESUME_FIELD]: resume,
  }
}

/**
 * Posts an application as a stream of unknown length (chunked), so the server cannot refuse it
 * from its declared size and has to read it, and storage sees the bytes. Stops writing once the
 * server answers; a closed connection counts as an answer too.
 */
function postChunked(target: Target, resume: Buffer, phone: string) {
  const boundary = `----vantage${randomBytes(8).toString('hex')}`
  const fields = applicationFields(new Blob([]), phone)
  const head = Buffer.from(
    Object.entries(fields)
      .filter(([k]) => k !== RESUME_FIELD)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FIELD}"; filename="cv.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  )
  const body = Buffer.concat([head, resume, Buffer.from(`\r\n--${boundary}--\r\n`)])
  return new Promise<{ status: number | null; body: string }>((resolve) => {
    const req = httpRequest(`${target.url}/api/applications`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Accept: 'application/json',
        Origin: target.url,
        'X-Forwarded-For': visitor(),
      },
    })
    let answered = false
    req.on('response', (res) => {
      answered = true
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (text += d))
      res.on('end', () => resolve({ status: res.statusCode ?? null, body: text }))
      res.on('error', () => resolve({ status: res.statusCode ?? null, body: text }))
    })
    req.on('error', () => {
      if (!answered) resolve({ status: null, body: '' })
    })
    let offset = 0
    const pump = () => {
      while (offset < body.length && !answered && !req.destroyed) {
        const chunk = body.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered && !req.destroyed) req.end()
    }
    pump()
  })
}

/** A download's headers, less those that differ by request (date) or file (its name). */
const downloadHeaders = (res: Response) => {
  const headers = Object.fromEntries(res.headers)
  delete headers.date
  delete headers['x-request-id'] // one of its own per request
  headers['content-disposition'] = headers['content-disposition']?.replace(/resume-[^"]+/, 'resume-…') ?? ''
  return headers
}

/**
 * The headers of a resume downloaded today, from disk: from the integration setup's server,
 * which keeps resumes in its DATA_DIR.
 */
async function fromDisk() {
  const disk = inject('targets')[0]!
  const res = await client(disk).postForm('/api/applications', applicationFields(pdfFile()))
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as Answer
  const admin = await adminClient(disk)
  const { url } = (await (await admin.send(`/api/admin/applications/${id}/resume`)).json()) as { url: string }
  const download = await admin.send(url)
  expect(download.status).toBe(200)
  await download.arrayBuffer()
  return downloadHeaders(download)
}

describe.each(kinds)('resumes in an S3 bucket, on %s', (kind) => {
  let s3: S3TestServer
  let server: RunningServer
  let target: Target
  let admin: Admin
  let drop = async () => {}
  let diskDownloadHeaders: ReturnType<typeof downloadHeaders>

  beforeAll(async () => {
    s3 = await startS3Server()
    const env: Record<string, string> = {
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...s3.env,
    }
    if (kind === 'postgres') {
      const schema = await createTestSchema('s3')
      drop = schema.drop
      env.DATABASE_URL = schema.url
    }
    server = await startServer(PORT + (kind === 'sqlite' ? 0 : 1), env)
    target = {
      name: kind,
      url: server.url,
      dataDir: server.dataDir,
      logFile: server.logFile,
      databaseUrl: env.DATABASE_URL,
      smtpPort: 0,
    }
    admin = await adminClient(target)
    diskDownloadHeaders = await fromDisk()
  }, 120_000)
  afterAll(async () => {
    if (target) await database(target).destroy()
    await server?.stop()
    await drop()
    await s3?.stop()
  })

  const resumeKeyOf = async (id: string) =>
    String(
      (
        await database(target)
          .selectFrom('job_applications')
          .select('resume_url')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).resume_url,
    )
  const rowsWithPhone = (phone: string) =>
    database(target).selectFrom('job_applications').select('id').where('phone', '=', phone).execute()
  const aborts = () => s3.requests.filter((r) => r.startsWith('DELETE ') && r.includes('uploadId='))

  async function apply(bytes: Buffer) {
    const res = await client(target).postForm(
      '/api/applications',
      applicationFields(pdfFile('cv.pdf', Buffer.from(bytes))),
    )
    expect(res.status).toBe(201)
    const id = ((await res.json()) as Answer).id!
    return { id, key: await resumeKeyOf(id) }
  }

  it('keeps an uploaded image and its variants in the bucket, served from there with their type', async () => {
    const sharp = (await import('sharp')).default
    const bytes = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#8a5cf6' } })
      .png()
      .toBuffer()
    const res = await admin.postForm(
      '/api/admin/media',
      { file: new File([new Uint8Array(bytes)], 'chart.png', { type: 'image/png' }) },
      { Cookie: admin.cookie },
    )
    expect(res.status).toBe(201)
    const { media } = (await res.json()) as { media: { hash: string } }
    const keys = (await s3.keys()).filter((k) => k.includes(media.hash)).sort()
    expect(keys).toEqual(
      ['', '-480', '-800']
        .flatMap((w) => (w ? [`-${w.slice(1)}.avif`, `-${w.slice(1)}.webp`] : ['.png']))
        .map((tail) => `media/${media.hash}${tail}`)
        .sort(),
    )
    expect(existsSync(path.join(server.dataDir, 'media'))).toBe(false)
    const served = await fetch(`${server.url}/media/${media.hash}-800.avif`)
    expect(served.headers.get('content-type')).toBe('image/avif')
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800)
  })

  it('keeps the resume in the bucket, not on local disk, and the administrator downloads the same bytes', async () => {
    // A small resume goes up as one PUT, a 7 MiB one as a multipart upload of two parts.
    for (const bytes of [pdfBytes(`% ${marker()}\n`), pdfOf(7 * MiB)]) {
      const { id, key } = await apply(bytes)
      expect(await s3.keys()).toContain(key)
      expect((await s3.object(key))?.equals(bytes)).toBe(true)
      expect(existsSync(path.join(target.dataDir, 'resumes'))).toBe(false)

      const link = await admin.send(`/api/admin/applications/${id}/resume`)
      expect(link.status).toBe(200)
      const { url } = (await link.json()) as { url: string }
      const res = await admin.send(url)
      expect(res.status).toBe(200)
      const name = key.slice('resumes/'.length)
      expect(Object.fromEntries(res.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="resume-${name}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      })
      expect(downloadHeaders(res)).toEqual(diskDownloadHeaders)
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true)
    }
    expect(await s3.pendingUploads()).toEqual([])
  })

  it('refuses a signed link without a session, and never hands out a bucket address', async () => {
    const { id } = await apply(pdfBytes(`% ${marker()}\n`))
    const { url } = (await (await admin.send(`/api/admin/applications/${id}/resume`)).json()) as {
      url: string
    }
    expect(url).toMatch(
      /^\/api\/admin\/resumes\/[A-Za-z0-9_-]{22}\.pdf\?expires=\d+&signature=[A-Za-z0-9_-]+$/,
    )
    const res = await client(target).send(url)
    expect(res.status).toBe(401)
    expect(res.headers.get('content-type')).not.toContain('pdf')
    expect(await res.text()).not.toContain('%PDF-')
    const link = await client(target).send(`/api/admin/applications/${id}/resume`)
    expect(link.status).toBe(401)
  })

  it('refuses a non-PDF and a PDF without its end, with the usual message, leaving no object', async () => {
    const before = await s3.keys()
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(300_000),
    ])
    // 6 MiB: the bucket has been sent one part before the missing trailer shows.
    const unfinished = pdfOf(6 * MiB).subarray(0, 6 * MiB - 200)
    for (const bytes of [png, unfinished]) {
      const fields = applicationFields(new File([bytes], 'cv.pdf', { type: 'application/pdf' }))
      const abortsBefore = aborts().length
      const res = await client(target).postForm('/api/applications', fields)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        ok: false,
        fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.notPdf },
      })
      expect(await rowsWithPhone(fields.phone)).toEqual([])
      if (bytes === unfinished) expect(aborts()).toHaveLength(abortsBefore + 1)
    }
    expect(await s3.keys()).toEqual(before)
    expect(await s3.pendingUploads()).toEqual([])
  })

  it('refuses a resume over 10 MB with the usual message, whether its size is declared or not, leaving no object', async () => {
    const before = await s3.keys()
    const big = pdfOf(12 * MiB)
    const declared = applicationFields(pdfFile('big.pdf', big))
    const res = await client(target).postForm('/api/applications', declared)
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ ok: false, message: RESUME_ERRORS.tooLarge })
    expect(await rowsWithPhone(declared.phone)).toEqual([])

    // Without a length the server reads it: the bucket gets a part before the cap is passed.
    const abortsBefore = aborts().length
    const phone = uniquePhone()
    const answer = await postChunked(target, big, phone)
    if (answer.status !== null) {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, message: RESUME_ERRORS.tooLarge })
    }
    expect(await rowsWithPhone(phone)).toEqual([])
    expect(aborts()).toHaveLength(abortsBefore + 1)
    expect(await s3.keys()).toEqual(before)
    expect(await s3.pendingUploads()).toEqual([])
  })

  it('deletes the object with its application, alone or in a bulk delete', async () => {
    const one = await apply(pdfBytes(`% ${marker()}\n`))
    const two = await apply(pdfBytes(`% ${marker()}\n`))
    expect(await s3.keys()).toEqual(expect.arrayContaining([one.key, two.key]))

    const single = await callAction(admin.send, 'removeRecordsAction', { tab: 'applications', ids: one.id })
    expect(single.status).toBe('ok')
    expect(await s3.keys()).not.toContain(one.key)
    expect(await s3.keys()).toContain(two.key)

    const bulk = await callAction(admin.send, 'bulkUpdateAction', {
      tab: 'applications',
      op: 'delete',
      ids: [two.id],
    })
    expect(bulk.status).toBe('ok')
    expect(await s3.keys()).not.toContain(two.key)
    expect((await admin.send(`/api/admin/applications/${two.id}/resume`)).status).toBe(404)
  })

  it('logged no storage failure and nothing uncaught', async () => {
    const log = await readFile(target.logFile, 'utf8')
    expect(log.split('\n').filter((l) => /uncaught|unhandled|failed/i.test(l))).toEqual([])
  })
})

describeOnce('an S3 bucket without credentials', () => {
  it('stops start-up and names the missing variables', async () => {
    const started = await startServer(PORT + 2, { S3_BUCKET: 'vantage-resumes' }).catch(
      (e: unknown) => e as Error,
    )
    if (!(started instanceof Error)) await started.stop()
    expect(started).toBeInstanceOf(Error)
    expect((started as Error).message).toMatch(
      /exited:\n[^]*Invalid environment:\nS3_ACCESS_KEY_ID: is required when S3_BUCKET is set\nS3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/,
    )
  }, 120_000)
})
