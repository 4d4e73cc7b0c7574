import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  email,
  formValues,
  optionalLine,
  optionalPhone,
  optionalUrl,
  paragraph,
  personName,
  phone,
  requiredLine,
} from '@/lib/forms/rules'
import { fieldErrorsOf, firstMessage } from '@/lib/forms/field-errors'

/** The value a rule produces, or the first message it gives. */
function check(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value)
  return r.success ? { value: r.data } : { message: r.error.issues[0]!.message }
}

describe('names', () => {
  const name = personName('Full Name')

  it.each([
    'अमित शर्मा',
    "O'Brien",
    'O’Brien',
    'Zoë',
    'Jean-Luc Picard',
    'J. R. Tolkien',
    '李小龍',
    'محمد علي',
    'Team 2',
    'Priya (Acme)',
    'John Smith 3rd',
    'John Smith, Jr.',
    'R2-D2',
    "Robert'); DROP TABLE x;--",
    '-Ann',
    'Dr. Ana María Pérez & Co.',
    'Ng @ Studio 9',
    'محمد\u200Cرضا', // the zero-width non-joiner belongs to Persian spelling
  ])('accepts %s', (v) => expect(check(name, v)).toEqual({ value: v }))

  it('trims and composes accents so one name is stored one way', () => {
    expect(check(name, '  Zoe\u0308 Kravitz ')).toEqual({ value: 'Zoë Kravitz' })
  })

  it.each([
    ['', 'Full Name is required.'],
    ['   ', 'Full Name is required.'],
    ['<script>alert(1)</script>', "Full Name can't contain < or >."],
    ['<b>Ann</b>', "Full Name can't contain < or >."],
    ['Asha\nRao', 'Full Name must be on one line.'],
    ['Asha\rRao', 'Full Name must be on one line.'],
    ['Asha\tRao', 'Full Name must be on one line.'],
    ['...', 'Full Name needs at least one letter or digit.'],
    ['Ann\u2066Lee', "Full Name contains characters we can't accept."],
    ['Ann\u200ELee', "Full Name contains characters we can't accept."],
    ['Priya\u200BNair', "Full Name contains characters we can't accept."],
    ['Acme\u202Egnp', "Full Name contains characters we can't accept."],
    ['Nul\u0000l', "Full Name contains characters we can't accept."],
    ['Bad \uD800 surrogate', "Full Name contains characters we can't accept."],
    ['a'.repeat(101), 'Full Name must be at most 100 characters.'],
    [undefined, 'Full Name is required.'],
    [42, 'Full Name is required.'],
  ])('refuses %j with its message', (v, message) => {
    expect(check(name, v)).toEqual({ message })
  })
})

describe('email', () => {
  const rule = email('Email Address')

  it('accepts an address, trimmed and lower-cased', () => {
    expect(check(rule, '  Asha.Rao+leads@Rao-Textiles.IN ')).toEqual({
      value: 'asha.rao+leads@rao-textiles.in',
    })
  })

  it.each([
    ['', 'Email Address is required.'],
    ['asha@', 'Enter a valid email address, like name@company.com.'],
    ['asha rao@example.com', 'Enter a valid email address, like name@company.com.'],
    ['<a@b.co>', 'Enter a valid email address, like name@company.com.'],
    [`${'a'.repeat(250)}@b.co`, 'Email Address must be at most 254 characters.'],
  ])('refuses %j with its message', (v, message) => {
    expect(check(rule, v)).toEqual({ message })
  })
})

describe('phone numbers', () => {
  it.each(['+91 98100 12345', '011 2345-6789', '+1.415.555.0100', '+1 (415) 555-0100'])('accepts %s', (v) => {
    expect(check(phone('Phone Number'), v)).toEqual({ value: v })
  })

  it.each(['(011) 2345-6789', '(415) 555-0100'])('accepts %s, with the area code in brackets', (v) => {
    expect(check(phone('Phone Number'), v)).toEqual({ value: v })
  })

  it('treats an empty optional phone as none', () => {
    expect(check(optionalPhone('Phone Number'), ' ')).toEqual({ value: null })
  })

  it.each([
    ['', 'Phone Number is required.'],
    ['call me', 'Enter a valid phone number: digits, spaces, + ( ) - only.'],
    ['12345', 'Enter a valid phone number: digits, spaces, + ( ) - only.'],
    ['+91 98100 12345 ext. 9', 'Enter a valid phone number: digits, spaces, + ( ) - only.'],
    ['1'.repeat(26), 'Phone Number must be at most 25 characters.'],
  ])('refuses %j with its message', (v, message) => {
    expect(check(phone('Phone Number'), v)).toEqual({ message })
  })
})

describe('web addresses', () => {
  const rule = optionalUrl('Website URL')
  const wrong = 'Website URL must be a full address starting with https:// or http://.'

  it.each(['https://rao-textiles.in', 'http://example.com/path?q=1'])('accepts %s', (v) => {
    expect(check(rule, v)).toEqual({ value: v })
  })

  it('treats an empty address as none', () => {
    expect(check(rule, '')).toEqual({ value: null })
  })

  it.each([
    'javascript:alert(1)',
    'ftp://x.y',
    'file:///etc/passwd',
    'rao-textiles.in',
    'http://localhost',
    'https://exa mple.com',
  ])('refuses %j', (v) => {
    expect(check(rule, v)).toEqual({ message: wrong })
  })

  it('refuses an address over 300 characters', () => {
    expect(check(rule, `https://example.com/${'a'.repeat(300)}`)).toEqual({
      message: 'Website URL must be at most 300 characters.',
    })
  })
})

describe('single lines and paragraphs', () => {
  it('keeps an optional line, or none when empty', () => {
    expect(check(optionalLine('Company Name', 120), ' Rao Textiles ')).toEqual({ value: 'Rao Textiles' })
    expect(check(optionalLine('Company Name', 120), '')).toEqual({ value: null })
    expect(check(optionalLine('Company Name', 120), 'A\r\nB')).toEqual({
      message: 'Company Name must be on one line.',
    })
    expect(check(requiredLine('Subject', 5), 'Longer')).toEqual({
      message: 'Subject must be at most 5 characters.',
    })
  })

  const letter = paragraph('Cover Letter', 5000, 20)

  it('keeps what looks like markup as text: a reader quotes code, and every page escapes it', () => {
    for (const text of [
      'Use a <button> element, not a <div> with a click handler, please.',
      'Hello <b>there</b>, please read my letter.',
      'Nice <!-- hidden --> comment, very nice one',
    ])
      expect(check(letter, text)).toEqual({ value: text })
  })

  it('keeps line breaks and ordinary punctuation in a paragraph', () => {
    const text = 'Dear team,\n\nI have 4+ years with React & Node (see 2 < 3 examples).\n\nThanks!'
    expect(check(letter, text)).toEqual({ value: text })
  })

  it.each([
    ['', 'Cover Letter is required.'],
    ['Too short.', 'Cover Letter needs at least 20 characters.'],
    ['a'.repeat(5001), 'Cover Letter must be at most 5000 characters.'],
    ['Hello\u202Eeverybody, this is my letter', "Cover Letter contains characters we can't accept."],
  ])('refuses %j with its message', (v, message) => {
    expect(check(letter, v)).toEqual({ message })
  })
})

describe('fieldErrorsOf', () => {
  it('gives the first message per field, keyed by field name', () => {
    const schema = z.object({ name: personName('Full Name'), email: email('Email') })
    const r = schema.safeParse({ name: '<x>', email: 'nope' })
    expect(r.success).toBe(false)
    expect(fieldErrorsOf(r.error!)).toEqual({
      name: "Full Name can't contain < or >.",
      email: 'Enter a valid email, like name@company.com.',
    })
  })

  it("puts a message that names no field under 'form', and says the first message first", () => {
    const schema = z.object({ a: z.string() }).refine(() => false, 'Not both.')
    const errors = fieldErrorsOf(schema.safeParse({ a: 'x' }).error!)
    expect(errors).toEqual({ form: 'Not both.' })
    expect(firstMessage(errors, 'Failed.')).toBe('Not both.')
    expect(firstMessage({}, 'Failed.')).toBe('Failed.')
  })
})

describe('formValues', () => {
  const keys = ['name', 'email', 'website'] as const

  it('reads the listed fields of a form as text, missing ones as empty, others dropped', () => {
    const data = new FormData()
    data.append('name', 'Asha')
    data.append('email', 'asha@example.com')
    data.append('email', 'second@example.com')
    data.append('is_admin', 'true')
    expect(formValues(data, keys)).toEqual({ name: 'Asha', email: 'asha@example.com', website: '' })
  })

  it('reads a JSON object the same way, with null as empty', () => {
    expect(formValues({ name: 'Asha', website: null, extra: 'x' }, keys)).toEqual({
      name: 'Asha',
      email: '',
      website: '',
    })
  })

  it('never turns a file or a number into text that could pass as a value', () => {
    const data = new FormData()
    data.append('name', new File(['Asha'], 'name.txt'))
    const fromForm = formValues(data, keys)
    expect(typeof fromForm.name).not.toBe('string')
    const fromJson = formValues({ name: 42, email: ['a@b.co'] }, keys)
    const schema = z.object({ name: personName('Full Name'), email: email('Email') })
    for (const values of [fromForm, fromJson]) {
      const r = schema.safeParse({ ...values, email: values.email || 'asha@example.com' })
      expect(r.success).toBe(false)
    }
    expect(fieldErrorsOf(schema.safeParse(fromJson).error!)).toMatchObject({
      name: 'Full Name is required.',
      email: 'Email is required.',
    })
  })
})
