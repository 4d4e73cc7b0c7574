import { describe, expect, it } from 'vitest'
import { fieldNames, inputAttributes, type FieldSpec, type FormSpec } from '@/lib/forms/definition'
import { checkForm } from '@/lib/forms/rules'
import { applicationForm } from '@/modules/applications/form'
import { commentForm } from '@/modules/comments/form'
import { contactForm } from '@/modules/contact/form'
import { privacyRequestForm } from '@/modules/privacy/form'

const forms: [string, FormSpec][] = [
  ['contact', contactForm],
  ['application', applicationForm],
  ['comment', commentForm],
  ['privacy request', privacyRequestForm],
]

/** A value every rule of the kind accepts, `length` characters long where the kind allows it. */
function valid(field: FieldSpec, length?: number) {
  const pad = (base: string) => (length ? base + 'a'.repeat(Math.max(0, length - base.length)) : base)
  switch (field.kind) {
    case 'email':
      return 'asha@example.com'
    case 'phone':
      return '+91 98765 43210'
    case 'url':
      return 'https://example.com'
    case 'consent':
      return 'yes'
    case 'token':
      if (field === applicationForm.fields.job_title) return 'Frontend Developer'
      if (field === privacyRequestForm.fields.kind) return 'copy'
      if (field === privacyRequestForm.fields.from) return ''
      return 'ai-transforming-websites'
    default:
      return pad('Asha Rao writes a line ')
  }
}

const filled = (form: FormSpec) =>
  Object.fromEntries(Object.entries(form.fields).map(([k, f]) => [k, valid(f)]))

describe.each(forms)('the %s form, defined once', (_, form) => {
  it('accepts a complete submission', () => {
    expect(checkForm(form, filled(form))).toMatchObject({ ok: true })
  })

  it.each(Object.entries(form.fields).filter(([, f]) => f.required && f.kind !== 'token'))(
    'marks %s required in the browser and refuses it empty on the server',
    (name, field) => {
      expect(inputAttributes(field).required).toBe(true)
      const result = checkForm(form, { ...filled(form), [name]: '' })
      expect(result).toEqual({ ok: false, fieldErrors: { [name]: `${field.label} is required.` } })
    },
  )

  it.each(Object.entries(form.fields).filter(([, f]) => ['name', 'line', 'paragraph'].includes(f.kind)))(
    'gives %s the same length limit as the input',
    (name, field) => {
      const max = inputAttributes(field).maxLength
      expect(checkForm(form, { ...filled(form), [name]: valid(field, max) })).toMatchObject({ ok: true })
      const over = checkForm(form, { ...filled(form), [name]: valid(field, max + 1) })
      expect(over).toEqual({
        ok: false,
        fieldErrors: { [name]: `${field.label} must be at most ${max} characters.` },
      })
    },
  )

  it('gives e-mail and web address fields the browser types that check them first', () => {
    for (const field of Object.values(form.fields)) {
      if (field.kind === 'email') expect(inputAttributes(field).type).toBe('email')
      if (field.kind === 'url') expect(inputAttributes(field).type).toBe('url')
    }
  })
})

describe('the consent to be kept for future roles', () => {
  const apply = (future_roles?: unknown) =>
    checkForm(applicationForm, { ...filled(applicationForm), future_roles })

  it('is given only by a ticked box, and is never required', () => {
    expect(inputAttributes(applicationForm.fields.future_roles)).toMatchObject({
      type: 'checkbox',
      required: false,
    })
    expect(apply('yes')).toMatchObject({ ok: true, value: { future_roles: 'yes' } })
    expect(apply('on')).toMatchObject({ ok: true, value: { future_roles: 'yes' } })
    expect(apply(undefined)).toMatchObject({ ok: true, value: { future_roles: null } })
    expect(apply('')).toMatchObject({ ok: true, value: { future_roles: null } })
  })

  it('refuses anything else, saying what the box takes', () => {
    for (const odd of ['no', 'true', true, ['yes']])
      expect(apply(odd)).toEqual({
        ok: false,
        fieldErrors: {
          future_roles: 'Keep my application for future roles: tick the box or leave it empty.',
        },
      })
  })
})

describe('the privacy request form', () => {
  const ask = (fields: Record<string, string>) =>
    checkForm(privacyRequestForm, { ...filled(privacyRequestForm), ...fields })

  it('takes each kind of request and nothing else', () => {
    for (const kind of ['copy', 'correction', 'erasure', 'withdrawal', 'complaint'])
      expect(ask({ kind })).toMatchObject({ ok: true })
    expect(ask({ kind: 'delete-everything' })).toEqual({
      ok: false,
      fieldErrors: { kind: 'Choose what you would like us to do.' },
    })
  })

  it('leaves the details and the personal link optional, and refuses a mangled link', () => {
    expect(ask({ details: '', from: '' })).toMatchObject({ ok: true, value: { details: null } })
    expect(ask({ from: `20000.${'a'.repeat(43)}` })).toMatchObject({ ok: true })
    expect(ask({ from: '20000.short' })).toMatchObject({
      ok: false,
      fieldErrors: { from: expect.any(String) },
    })
  })
})

describe('names on the lead forms', () => {
  it.each(['Team 2', 'Priya (Acme)', 'John Smith 3rd', 'John Smith, Jr.', 'अमित शर्मा', '李小龍'])(
    'accepts %s on the contact and the application form',
    (name) => {
      expect(checkForm(contactForm, { ...filled(contactForm), name })).toMatchObject({ ok: true })
      expect(checkForm(applicationForm, { ...filled(applicationForm), full_name: name })).toMatchObject({
        ok: true,
      })
    },
  )

  it('refuses markup, line breaks and bidi overrides', () => {
    for (const name of ['<img src=x>', 'Ann\nLee', 'Acme\u202Egnp']) {
      expect(checkForm(contactForm, { ...filled(contactForm), name })).toMatchObject({ ok: false })
    }
  })
})

it('lists each form’s fields in order, for its table and CSV columns', () => {
  expect(fieldNames(contactForm)).toEqual(['name', 'email', 'phone', 'company', 'website', 'message'])
  expect(fieldNames(commentForm)).toEqual(['blog_id', 'comment', 'email', 'website'])
})
