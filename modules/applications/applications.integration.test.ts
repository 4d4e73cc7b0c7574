import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { jobs } from '@/content/jobs'
import { FORM_REFUSALS } from '@/server/forms/route'
import { client, database, pdfBytes, pdfFile } from '@/tests/integration/client'
import type { Target } from '@/tests/integration/targets'
import { listResumes, marker, strayUploads, uniquePhone } from '@/tests/integration/uploads'
import { applicationForm, RESUME_ERRORS, RESUME_FIELD } from './form'

const PLAIN_NAME_ONLY = 'Resume file name must be a plain name, without folders (/ or \\) or "..".'
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

type Answer = { ok: boolean; message: string; id?: string; fieldErrors?: Record<string, string> }

function application(change: Record<string, string | Blob | undefined> = {}) {
  const fields: Record<string, string | Blob | undefined> = {
    job_title: jobs[0]!.title,
    full_name: 'Priya Nair',
    email: `priya.${marker(6)}@example.com`,
    phone: uniquePhone(),
    portfolio: 'https://priya.dev',
    cover_letter: 'I have built accessible React interfaces for four years and would love to join.',
    [RESUME_FIELD]: pdfFile(),
    ...change,
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | Blob
  >
}

/** Rows stored under this (unique) phone number. */
const rowsWithPhone = (target: Target, phone: string) =>
  database(target).selectFrom('job_applications').selectAll().where('phone', '=', phone).execute()

describe.each(inject('targets'))('job applications on $name', (target) => {
  /** Posts `fields` and expects a refusal: `status`, `answer` in the body, no row, no file kept. */
  async function expectRefused(
    fields: Record<string, string | Blob>,
    status: number,
    answer: Partial<Answer>,
    { headers = {}, visitor = client(target) } = {},
  ) {
    const before = await listResumes(target)
    const res = await visitor.postForm('/api/applications', fields, headers)
    expect(res.status).toBe(status)
    expect(await res.json()).toMatchObject({ ok: false, ...answer })
    expect(await rowsWithPhone(target, fields.phone as string)).toEqual([])
    expect(await strayUploads(target, before)).toEqual([])
    return res
  }

  it('stores a valid application as pending with its PDF under a random name', async () => {
    const bytes = pdfBytes(`% ${marker()}\n`)
    const fields = application({ [RESUME_FIELD]: pdfFile('Priya Nair CV.pdf', bytes) })
    const res = await client(target).postForm('/api/applications', fields)
    expect(res.status).toBe(201)
    const body = (await res.json()) as Answer
    expect(body).toMatchObject({ ok: true, message: applicationForm.messages.success })

    const row = await database(target)
      .selectFrom('job_applications')
      .selectAll()
      .where('id', '=', body.id!)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      job_title: jobs[0]!.title,
      full_name: 'Priya Nair',
      email: fields.email,
      phone: fields.phone,
      portfolio: 'https://priya.dev',
      status: 'pending',
    })
    expect(row.resume_url).toMatch(/^resumes\/[A-Za-z0-9_-]{22}\.pdf$/)
    expect(await readFile(path.join(target.dataDir, row.resume_url))).toEqual(bytes)
  })

  const png = Buffer.concat([PNG_SIGNATURE, Buffer.from('IHDR fake image data %%EOF')])
  const truncated = pdfBytes().subarray(0, pdfBytes().indexOf('%%EOF'))

  it.each([
    ['without a resume', { [RESUME_FIELD]: undefined }, RESUME_FIELD, RESUME_ERRORS.missing],
    [
      'a PNG renamed to .pdf',
      { [RESUME_FIELD]: new File([png], 'photo.pdf', { type: 'application/pdf' }) },
      RESUME_FIELD,
      RESUME_ERRORS.notPdf,
    ],
    [
      'a PDF cut off before its %%EOF',
      { [RESUME_FIELD]: pdfFile('cv.pdf', truncated) },
      RESUME_FIELD,
      RESUME_ERRORS.notPdf,
    ],
    [
      'an empty file',
      { [RESUME_FIELD]: pdfFile('cv.pdf', Buffer.alloc(0)) },
      RESUME_FIELD,
      RESUME_ERRORS.empty,
    ],
    [
      'a file name with folders',
      { [RESUME_FIELD]: pdfFile('../../etc/passwd.pdf') },
      RESUME_FIELD,
      PLAIN_NAME_ONLY,
    ],
    [
      'a Windows path as file name',
      { [RESUME_FIELD]: pdfFile('C:\\temp\\cv.pdf') },
      RESUME_FIELD,
      PLAIN_NAME_ONLY,
    ],
    [
      'a position that is not open',
      { job_title: 'Chief Meme Officer' },
      'job_title',
      'Choose one of the open positions.',
    ],
    ['a malformed email', { email: 'priya@' }, 'email', 'Enter a valid email, like name@company.com.'],
    [
      'an FTP portfolio address',
      { portfolio: 'ftp://x.y' },
      'portfolio',
      'Portfolio URL must be a full address starting with https:// or http://.',
    ],
    [
      'a cover letter over 5000 characters',
      { cover_letter: 'a'.repeat(5001) },
      'cover_letter',
      'Cover Letter must be at most 5000 characters.',
    ],
    [
      'a too short cover letter',
      { cover_letter: 'Hire me.' },
      'cover_letter',
      'Cover Letter needs at least 20 characters.',
    ],
    [
      'a zero-width space in the name',
      { full_name: 'Priya\u200BNair' },
      'full_name',
      "Full Name contains characters we can't accept.",
    ],
  ])('refuses %s with its message and keeps neither row nor file', async (_label, change, field, message) => {
    await expectRefused(application(change), 400, { fieldErrors: { [field]: message } })
  })

  /** A PDF of `size` bytes (header, and the trailer when asked) is refused whole with 413. */
  function oversized(name: string, size: number, trailer: boolean) {
    const file = Buffer.alloc(size, 0x20)
    file.write('%PDF-1.4\n')
    if (trailer) file.write('%%EOF\n', file.length - 6)
    return application({ [RESUME_FIELD]: pdfFile(name, file) })
  }

  it('refuses a resume over 10 MB with 413 and keeps nothing of it', async () => {
    await expectRefused(oversized('big.pdf', 10 * 1024 * 1024 + 10, true), 413, {
      fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.tooLarge },
    })
  })

  it('answers a resume far over 10 MB with 413', async () => {
    await expectRefused(oversized('huge.pdf', 25 * 1024 * 1024, false), 413, {
      fieldErrors: { [RESUME_FIELD]: RESUME_ERRORS.tooLarge },
    })
  })

  it.each(['Team 2', 'Priya (Acme)', 'John Smith 3rd', 'John Smith, Jr.'])(
    'accepts %s as the applicant’s name',
    async (full_name) => {
      const fields = application({ full_name })
      const res = await client(target).postForm('/api/applications', fields)
      expect(res.status).toBe(201)
      expect((await rowsWithPhone(target, fields.phone as string)).map((r) => r.full_name)).toEqual([
        full_name,
      ])
    },
  )

  it('answers a filled honeypot as it answers anyone, and keeps the application as spam', async () => {
    const fields = application({ fax_number: '+1 555 0100' })
    const res = await client(target).postForm('/api/applications', fields)
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ ok: true, message: applicationForm.messages.success })
    expect(await rowsWithPhone(target, fields.phone as string)).toMatchObject([
      { status: 'spam', spam_score: 100 },
    ])
  })

  it('refuses an application sent from another site with 403 and keeps nothing', async () => {
    await expectRefused(
      application(),
      403,
      { message: FORM_REFUSALS.crossSite },
      {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      },
    )
  })

  it('answers the sixth application within a minute from one address with 429 and stores nothing', async () => {
    const visitor = client(target)
    for (let i = 0; i < 5; i++) {
      const res = await visitor.postForm('/api/applications', application({ [RESUME_FIELD]: undefined }))
      expect(res.status).toBe(400)
    }
    const res = await expectRefused(application(), 429, { message: FORM_REFUSALS.rateLimited }, { visitor })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('shows a result page to a browser posting without JavaScript', async () => {
    const res = await client(target).postForm('/api/applications', application(), {
      Accept: 'text/html,application/xhtml+xml',
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toMatch(/<h1 role="status">Application received<\/h1>/)
  })
})
