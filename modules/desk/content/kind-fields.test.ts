import { describe, expect, it } from 'vitest'
import { company } from '@/content/company'
import { figures } from '@/content/figures'
import { offerings } from '@/content/offerings'
import { testimonials } from '@/content/testimonials'
import { dataFromForm, fieldsOf, formValuesOf, publishProblemsOf } from './kind-fields'

describe("the shared editor's fields, made from each kind's schema", () => {
  it('gives each kind of field the control that fits it', () => {
    const card = Object.fromEntries(fieldsOf('card').map((f) => [f.name, f]))
    expect(card.name).toMatchObject({ type: 'text', label: 'Name', optional: false })
    expect(card.description).toMatchObject({ type: 'long' })
    expect(card.icon?.type).toBe('choice')
    expect(card.icon?.options).toContain('Globe')
    expect(card.features).toMatchObject({ type: 'lines', label: 'Features' })
    expect(card.offering).toMatchObject({ type: 'text', optional: true })
    const testimonial = fieldsOf('testimonial')
    expect(testimonial.map((f) => f.name)).not.toContain('rating') // five stars, fixed
    expect(testimonial.find((f) => f.name === 'metrics')?.type).toBe('yaml')
    expect(testimonial.find((f) => f.name === 'id')?.type).toBe('number')
    const hero = fieldsOf('figures').find((f) => f.name === 'homeHero')!
    expect(hero).toMatchObject({ type: 'rows', label: 'Home page, hero' })
    expect(hero.columns).toEqual([
      { name: 'value', optional: false },
      { name: 'label', optional: false },
      { name: 'detail', optional: true },
    ])
  })

  it('turns every seeded entry into fields and back into the same data', () => {
    for (const [kind, data] of [
      ['testimonial', testimonials[0]],
      ['service', offerings[2]],
      ['figures', figures],
      ['facts', company],
    ] as const) {
      const values = formValuesOf(kind, data as Record<string, unknown>)
      const { data: back, errors } = dataFromForm(kind, values, {})
      expect(errors).toEqual({})
      expect(back).toEqual(data)
      expect(publishProblemsOf(kind, back)).toEqual({})
    }
  })

  it('names what is wrong at its field, in words, with the item it is in', () => {
    const values = formValuesOf('figures', figures)
    expect(values['homeHero.1.value']).toBe('35+')
    const short = Object.fromEntries(Object.entries(values).filter(([key]) => !key.startsWith('company.2.')))
    expect(publishProblemsOf('figures', dataFromForm('figures', short, {}).data).company).toMatch(
      /^Footer and about page: /,
    )
    const empty = dataFromForm('figures', { ...values, 'homeHero.2.value': ' ' }, {})
    expect(publishProblemsOf('figures', empty.data).homeHero).toMatch(/^Home page, hero \(item 3, value\): /)
    const testimonial = formValuesOf('testimonial', testimonials[0]!)
    const broken = dataFromForm('testimonial', { ...testimonial, metrics: 'improvement: [' }, {})
    expect(broken.errors.metrics).toMatch(/^Result is not valid YAML \(line \d+\)\.$/)
    expect(dataFromForm('testimonial', { ...testimonial, id: 'seven' }, {}).errors.id).toBe(
      'Number must be a number.',
    )
  })

  it('edits the company’s facts in plain fields: the address, the phones and the profiles as rows', () => {
    const facts = Object.fromEntries(fieldsOf('facts').map((f) => [f.name, f]))
    expect(Object.keys(facts)).not.toContain('foundedYear') // fixed
    expect(facts.emails).toMatchObject({ type: 'lines', label: 'E-mails' })
    expect(facts.address).toMatchObject({ type: 'rows', single: true })
    expect(facts.phones).toMatchObject({
      type: 'rows',
      rowNoun: 'phone',
      columns: [{ name: 'number', optional: false }],
    })
    expect(facts.socials?.columns?.map((c) => c.name)).toEqual(['name', 'link'])
    const values = formValuesOf('facts', company)
    expect(values).toMatchObject({
      emails: company.emails.join('\n'),
      'address.0.city': 'New Delhi',
      'phones.1.number': company.phones[1].number,
      'socials.0.name': 'LinkedIn',
    })
    // a phone's country is no input, kept by the row it stands in
    const { data } = dataFromForm('facts', { ...values, 'phones.0.number': '+1 (212) 555-0199' }, {})
    expect(data.phones).toEqual([
      { number: '+1 (212) 555-0199', country: 'US' },
      { number: company.phones[1].number, country: 'IN' },
    ])
  })

  it('says what is wrong with the company’s facts in words the owner can act on', () => {
    const values = formValuesOf('facts', company)
    const problems = (changed: Record<string, string>) =>
      publishProblemsOf('facts', dataFromForm('facts', { ...values, ...changed }, {}).data)
    expect(problems({ emails: 'hello@vantage.example\nnot-an-address' }).emails).toBe(
      'E-mails (item 2): Not an e-mail address; write one such as hello@example.com.',
    )
    expect(problems({ emails: 'hello@vantage.example' }).emails).toMatch(
      /^E-mails: Two addresses, one a line/,
    )
    expect(problems({ name: '  ' }).name).toBe('Name: Cannot be empty.')
    expect(problems({ 'phones.1.number': 'call us' }).phones).toMatch(
      /^Phones \(item 2, number\): Write the number/,
    )
    expect(problems({ 'socials.2.link': 'facebook.com/x' }).socials).toMatch(
      /^Social profiles \(item 3, link\): /,
    )
    expect(problems({ 'socials.2.name': 'MySpace' }).socials).toMatch(
      /one of LinkedIn, Instagram and Facebook/,
    )
  })

  it('keeps what the form does not show, and drops an optional field left empty', () => {
    const { data } = dataFromForm(
      'card',
      {
        name: 'Audits',
        description: 'A look at what you run.',
        icon: 'Globe',
        features: 'a\n\n b \nc',
        offering: '',
      },
      { offering: 'web-development', extra: 'kept' },
    )
    expect(data).toEqual({
      name: 'Audits',
      description: 'A look at what you run.',
      icon: 'Globe',
      features: ['a', 'b', 'c'],
      extra: 'kept',
    })
  })
})
