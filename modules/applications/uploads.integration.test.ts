import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { jobs } from '@/content/jobs'
import { FORM_REFUSALS } from '@/server/forms/route'
import { database, pdfBytes, visitor } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { listResumes, marker, strayUploads, uniquePhone } from '@/tests/integration/uploads'
import { RESUME_ERRORS, RESUME_FIELD } from './form'

/**
 * Uploads as a browser, a script or a broken network send them, over a raw socket: every one is
 * answered within two seconds (or its connection closed), leaves no file behind and raises no
 * uncaught error in the server.
 */

const ANSWER_WITHIN_MS = 2000
const MiB = 1024 * 1024

type Sent = { status: number | null; body: string; ms: number; closed: boolean }

/** The multipart body of an application: the text fields, then the file's part around `file`. */
function multipart(file: { name: string; type: string; bytes: Buffer }, phone = uniquePhone()) {
  const boundary = `----vantage${randomBytes(8).toString('hex')}`
  const fields = {
    job_title: jobs[0]!.title,
    full_name: 'Meera Iyer',
    email: `meera.${marker(6)}@example.com`,
    phone,
    cover_letter: 'Five years of TypeScript services, and I would love to build yours.',
  }
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${RESUME_FIELD}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { boundary, phone, body: Buffer.concat([head, file.bytes, tail]) }
}

/**
 * Sends `body` in 64 KiB writes, with or without a Content-Length, optionally cutting the
 * connection after `abortAfter` bytes, and stops writing once the server has answered.
 */
function send(
  target: Target,
  opts: { body: Buffer; boundary: string; chunked?: boolean; contentLength?: number; abortAfter?: number },
): Promise<Sent> {
  const started = Date.now()
  return new Promise((resolve) => {
    let settled = false
    const done = (result: Omit<Sent, 'ms'>) => {
      if (settled) return
      settled = true
      resolve({ ...result, ms: Date.now() - started })
    }
    const headers: Record<string, string> = {
      'Content-Type': `multipart/form-data; boundary=${opts.boundary}`,
      Accept: 'application/json',
      Origin: target.url,
      'X-Forwarded-For': visitor(),
    }
    if (!opts.chunked) headers['Content-Length'] = String(opts.contentLength ?? opts.body.length)
    const req = httpRequest(`${target.url}/api/applications`, { method: 'POST', headers, agent: false })
    let answered = false
    req.on('response', (res) => {
      answered = true
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d: string) => (text += d))
      res.on('end', () => done({ status: res.statusCode ?? null, body: text, closed: false }))
      res.on('error', () => done({ status: res.statusCode ?? null, body: text, closed: true }))
    })
    req.on('error', () => {
      if (!answered) done({ status: null, body: '', closed: true })
    })
    req.setTimeout(10_000, () => req.destroy())

    const limit = Math.min(opts.abortAfter ?? opts.body.length, opts.body.length)
    let offset = 0
    const pump = () => {
      while (offset < limit && !answered && !req.destroyed) {
        const chunk = opts.body.subarray(offset, Math.min(offset + 64 * 1024, limit))
        offset += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (answered || req.destroyed) return
      if (opts.abortAfter !== undefined) {
        req.destroy()
        done({ status: null, body: '', closed: true })
      } else req.end()
    }
    pump()
  })
}

/** Waits until the resume folder holds no half-written (`.part`) file, for up to two seconds. */
async function partialsLeft(target: Target) {
  for (let i = 0; i < 20; i++) {
    const parts = (await listResumes(target)).filter((n) => n.endsWith('.part'))
    if (parts.length === 0) return []
    await new Promise((r) => setTimeout(r, 100))
  }
  return (await listResumes(target)).filter((n) => n.endsWith('.part'))
}

const uncaught = async (target: Target) =>
  (await readFile(target.logFile, 'utf8')).split('\n').filter((l) => /uncaught|unhandled/i.test(l))

const rowsWithPhone = (target: Target, phone: string) =>
  database(target).selectFrom('job_applications').select('id').where('phone', '=', phone).execute()

/** Bytes that start like a real file of that kind, padded to `size`. */
function fileOf(kind: 'png' | 'docx' | 'jpeg', size: number) {
  const magic = {
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    docx: Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000', 'latin1'),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  }[kind]
  return Buffer.concat([magic, randomBytes(size - magic.length)])
}

describe.each(inject('targets'))('resume uploads on $name', (target) => {
  it('tells a job seeker at once that a PNG, a .docx or a JPEG resume must be a PDF, however large', async () => {
    const before = await listResumes(target)
    const files = [
      { name: 'cv.png', type: 'image/png', bytes: fileOf('png', 64 * 1024) },
      { name: 'cv.png', type: 'image/png', bytes: fileOf('png', 200_000) },
      { name: 'Meera CV.docx', type: 'application/msword', bytes: fileOf('docx', 300_000) },
      { name: 'scan.jpg', type: 'image/jpeg', bytes: fileOf('jpeg', 2 * MiB) },
      { name: 'resume.pdf', type: 'application/pdf', bytes: fileOf('jpeg', 5 * MiB) },
    ]
    const uploads = [...files, ...files].map((file) => multipart(file))
    const answers = await Promise.all(uploads.map((u) => send(target, u)))
    console.log(answers.map((a) => a.ms))
    for (const answer of answers) {
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toMatchObject({
        ok: false,
        fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.notPdf },
      })
    }
    for (const u of uploads) expect(await rowsWithPhone(target, u.phone)).toEqual([])
    expect(await strayUploads(target, before)).toEqual([])
  })

  it('answers a resume over 10 MB sent without a length (chunked) at once with 413, or closes the connection', async () => {
    const before = await listResumes(target)
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(12 * MiB, 0x20)])
    for (let i = 0; i < 5; i++) {
      const upload = multipart({ name: 'big.pdf', type: 'application/pdf', bytes: big })
      const answer = await send(target, { ...upload, chunked: true })
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
      if (!answer.closed) {
        expect(answer.status).toBe(413)
        expect(JSON.parse(answer.body)).toMatchObject({ ok: false, message: RESUME_ERRORS.tooLarge })
      }
      expect(await rowsWithPhone(target, upload.phone)).toEqual([])
    }
    expect(await strayUploads(target, before)).toEqual([])
    expect(await uncaught(target)).toEqual([])
  })

  it('stores a real PDF sent without a length (chunked)', async () => {
    const upload = multipart({ name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes(`% ${marker()}\n`) })
    const answer = await send(target, { ...upload, chunked: true })
    expect(answer.status).toBe(201)
    expect(await rowsWithPhone(target, upload.phone)).toHaveLength(1)
  })

  it('removes the half-written resume of an upload cut off mid-body, with nothing uncaught', async () => {
    const before = await listResumes(target)
    const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(2 * MiB, 0x20)])
    for (let i = 0; i < 3; i++) {
      const upload = multipart({ name: 'cv.pdf', type: 'application/pdf', bytes: pdf })
      const cut = await send(target, { ...upload, abortAfter: 700_000 })
      expect(cut.closed).toBe(true)
      expect(await rowsWithPhone(target, upload.phone)).toEqual([])
    }
    expect(await partialsLeft(target)).toEqual([])
    expect(await strayUploads(target, before)).toEqual([])
    expect(await uncaught(target)).toEqual([])
  })

  it('answers a truncated form (the body ends inside the resume) at once with 400, with nothing uncaught', async () => {
    const before = await listResumes(target)
    const pdf = Buffer.concat([pdfBytes(), Buffer.alloc(300_000, 0x20)])
    const upload = multipart({ name: 'cv.pdf', type: 'application/pdf', bytes: pdf })
    const truncated = upload.body.subarray(0, upload.body.length - 100_000)
    const answer = await send(target, { ...upload, body: truncated })
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect(answer.status).toBe(400)
    const body = JSON.parse(answer.body) as { ok: boolean; message: string }
    expect(body.ok).toBe(false)
    expect([RESUME_ERRORS.unreadable, FORM_REFUSALS.unreadable]).toContain(body.message)
    expect(await rowsWithPhone(target, upload.phone)).toEqual([])
    expect(await partialsLeft(target)).toEqual([])
    expect(await strayUploads(target, before)).toEqual([])
    expect(await uncaught(target)).toEqual([])
  })
})
