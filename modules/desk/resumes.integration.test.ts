import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { adminClient } from '@/tests/integration/client'
import { apply, remove, rowOf, type Admin } from '@/tests/integration/desk'
import { describeOnce } from '@/tests/integration/once'

const LINK_EXPIRED = 'This resume link has expired. Open the resume again from the dashboard.'
const LINK_INVALID = 'This resume link is not valid.'

/** Resumes reach the administrator through links signed for 60 seconds, and go with their application. */
describe.each(inject('targets'))('resumes in the desk on $name', (target) => {
  let admin: Admin
  let resume: Awaited<ReturnType<typeof apply>>
  let otherResume: Awaited<ReturnType<typeof apply>>

  beforeAll(async () => {
    ;[admin, resume, otherResume] = await Promise.all([adminClient(target), apply(target), apply(target)])
  })

  const secret = async () => (await readFile(path.join(target.dataDir, 'auth-secret'), 'utf8')).trim()
  const sign = async (key: string, expires: number) =>
    createHmac('sha256', await secret())
      .update(`resume:${key}:${expires}`)
      .digest('base64url')
  const linkTo = async (key: string, expires: number) =>
    `/api/admin/resumes/${key.slice('resumes/'.length)}?expires=${expires}&signature=${await sign(key, expires)}`

  async function resumeLink(id: string) {
    const res = await admin.send(`/api/admin/applications/${id}/resume`)
    expect(res.status).toBe(200)
    return (await res.json()) as { url: string; expiresIn: number }
  }

  it('opens the uploaded PDF through a link signed for 60 seconds', async () => {
    const { url, expiresIn } = await resumeLink(resume.id)
    expect(expiresIn).toBe(60)
    const name = resume.key.slice('resumes/'.length)
    expect(url).toMatch(new RegExp(`^/api/admin/resumes/${name}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`))
    const expires = Number(new URL(url, target.url).searchParams.get('expires'))
    expect(expires - Date.now() / 1000).toBeGreaterThan(50)
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(61)

    const res = await admin.send(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(resume.bytes)
  })

  describeOnce('a changed, expired or misdirected link', () => {
    it('refuses a link whose signature was changed', async () => {
      const { url } = await resumeLink(resume.id)
      const last = url.at(-1) === 'A' ? 'B' : 'A'
      const res = await admin.send(`${url.slice(0, -1)}${last}`)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_INVALID })
    })

    it('refuses a correctly signed link once it has expired', async () => {
      const fresh = await admin.send(await linkTo(resume.key, Math.floor(Date.now() / 1000) + 30))
      expect(fresh.status).toBe(200) // our signature is the server's own
      const res = await admin.send(await linkTo(resume.key, Math.floor(Date.now() / 1000) - 5))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_EXPIRED })
    })

    it('refuses a link signed for another file', async () => {
      const { url } = await resumeLink(resume.id)
      const other = otherResume.key.slice('resumes/'.length)
      const res = await admin.send(url.replace(/\/resumes\/[^?]+\?/, `/resumes/${other}?`))
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: LINK_INVALID })
    })
  })

  it('deletes an application together with its resume file', async () => {
    const doomed = await apply(target)
    const file = path.join(target.dataDir, doomed.key)
    expect(existsSync(file)).toBe(true)
    expect((await remove(admin, 'applications', doomed.id)).status).toBe('ok')
    expect(await rowOf(target, 'applications', doomed.id)).toBeUndefined()
    expect(existsSync(file)).toBe(false)
    expect((await admin.send(`/api/admin/applications/${doomed.id}/resume`)).status).toBe(404)
  })
})
