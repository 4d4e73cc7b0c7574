import { randomInt } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { jobs } from '@/content/jobs'
import { expect } from 'vitest'
import { client, database, pdfBytes } from './client'
import type { Target } from './targets'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Where a server keeps uploaded resumes. */
export const resumeDir = (target: Target) => path.join(target.dataDir, 'resumes')

/** The names in the resume folder (none before the first upload). */
export async function listResumes(target: Target) {
  return readdir(resumeDir(target)).catch(() => [] as string[])
}

/**
 * Files that appeared in the resume folder since `before` and belong to no stored application:
 * what a refused upload must never leave behind (a resume, or a `.part` of one). Other test
 * files upload at the same time, so a new file is only counted once it has had a moment to get
 * its row (or, for a `.part`, to be renamed or removed).
 */
export async function strayUploads(target: Target, before: readonly string[]) {
  const known = new Set(before)
  for (let attempt = 0; ; attempt++) {
    const fresh = (await listResumes(target)).filter((n) => !known.has(n))
    const keys = fresh.map((n) => `resumes/${n}`)
    const owned = keys.length
      ? new Set(
          (
            await database(target)
              .selectFrom('job_applications')
              .select('resume_url')
              .where('resume_url', 'in', keys)
              .execute()
          ).map((r) => r.resume_url),
        )
      : new Set<string>()
    const stray = fresh.filter((n) => !owned.has(`resumes/${n}`))
    if (stray.length === 0 || attempt >= 10) return stray
    await sleep(100)
  }
}

/** Letters only, so it passes the name rules and is unique enough to find one's own rows. */
export function marker(length = 10) {
  return Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join('')
}

/** A phone number nobody else in the test run uses: finds (or misses) one's own row. */
export function uniquePhone() {
  return `+91 ${randomInt(70000, 99999)} ${randomInt(10000, 99999)}`
}

/** A complete application form for the first opening, with `resume` as its PDF. */
export function applicationForm(resume: Buffer) {
  const form = new FormData()
  for (const [k, v] of Object.entries({
    job_title: jobs[0]!.title,
    full_name: 'Kabir Shah',
    email: 'kabir@shah.example',
    phone: uniquePhone(),
    portfolio: '',
    cover_letter: 'Eight years of backend work; I would like to join.',
  }))
    form.append(k, v)
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'kabir.pdf')
  return form
}

/** Sends a complete application (applicationForm, from `email`) through the public form; returns its id. */
export async function submitApplication(target: Target, email = `applicant.${marker(6)}@example.com`) {
  const form = applicationForm(pdfBytes(`% resume ${marker()}\n`))
  form.set('email', email)
  const res = await client(target).send('/api/applications', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}
