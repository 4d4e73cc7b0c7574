import { describe, expect, it } from 'vitest'
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
