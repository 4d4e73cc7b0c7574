import { randomInt } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { client, database } from '@/tests/integration/client'
import { contactForm } from './form'

const valid = {
  name: 'Asha Rao',
  email: 'asha@rao-textiles.in',
  phone: '+91 98100 12345',
  company: 'Rao Textiles',
  website: 'https://rao-textiles.in',
  message: 'We need a B2B ordering portal for our wholesale buyers.',
}

/** A phone number no other test uses: it marks one attempt (no refusal case changes the phone). */
const markerPhone = () => `+91 9${randomInt(1e8, 1e9 - 1)}`

describe.each(inject('targets'))('contact enquiries on $name', (target) => {
  const storedWith = (phone: string) =>
    database(target).selectFrom('contact_messages').select('id').where('phone', '=', phone).execute()

  it('stores a valid enquiry as new and answers with the success message', async () => {
    const res = await client(target).postForm('/api/contact', {
      ...valid,
      message: `${valid.message} ${Date.now()}`,
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { ok: boolean; message: string; id: string }
    expect(body).toMatchObject({ ok: true, message: contactForm.messages.success })
    const row = await database(target)
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Asha Rao', email: valid.email, company: valid.company, status: 'new' })
  })

  it.each(['Team 2', 'Priya (Acme)', 'John Smith 3rd', 'John Smith, Jr.', "Robert'); DROP TABLE x;--"])(
    'accepts %s as a name and stores it as typed',
    async (name) => {
      const phone = markerPhone()
      const res = await client(target).postForm('/api/contact', { ...valid, phone, name })
      expect(res.status).toBe(201)
      const rows = await database(target)
        .selectFrom('contact_messages')
        .select('name')
        .where('phone', '=', phone)
        .execute()
      expect(rows).toEqual([{ name }])
    },
  )

  it.each([
    ['missing name', { name: '' }, 'name', 'Full Name is required.'],
    ['malformed email', { email: 'asha@' }, 'email', 'Enter a valid email address, like name@company.com.'],
    [
      'non-web URL',
      { website: 'javascript:alert(1)' },
      'website',
      'Website URL must be a full address starting with https:// or http://.',
    ],
    [
      'too long message',
      { message: 'a'.repeat(5001) },
      'message',
      'Project Details must be at most 5000 characters.',
    ],
    ['HTML in the name', { name: '<script>alert(1)</script>' }, 'name', "Full Name can't contain < or >."],
    ['a line break in the name', { name: 'Asha\r\nRao' }, 'name', 'Full Name must be on one line.'],
    ['a name of punctuation only', { name: '---' }, 'name', 'Full Name needs at least one letter or digit.'],
    [
      'a right-to-left override',
      { company: 'Acme\u202Egnp.exe' },
      'company',
      "Company Name contains characters we can't accept.",
    ],
  ])('refuses %s with its message and stores nothing', async (_label, change, field, message) => {
    const phone = markerPhone()
    const res = await client(target).postForm('/api/contact', { ...valid, phone, ...change })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { ok: boolean; fieldErrors: Record<string, string> }
    expect(body.ok).toBe(false)
    expect(body.fieldErrors[field]).toBe(message)
    expect(await storedWith(phone)).toEqual([])
  })

  it('refuses a body larger than any honest enquiry before reading it all, and stores nothing', async () => {
    const phone = markerPhone()
    const res = await client(target).postForm('/api/contact', {
      ...valid,
      phone,
      message: 'x'.repeat(200_000),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { message: string }).message).toBe(
      'The form is too large to send (or did not say its size). Please shorten your message.',
    )
    expect(await storedWith(phone)).toEqual([])
  })

  it('refuses a body of unknown length (chunked) unread, as browsers always give the length', async () => {
    const phone = markerPhone()
    const form = new URLSearchParams({ ...valid, phone }).toString()
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < form.length; i += 16_384)
          controller.enqueue(new TextEncoder().encode(form.slice(i, i + 16_384)))
        controller.close()
      },
    })
    const res = await client(target).send('/api/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await storedWith(phone)).toEqual([])
  })
})
