import { describe, expect, it } from 'vitest'
import { getFormParts } from '@/lib/forms/get-form'

describe('GET form parts', () => {
  it('moves the query string into fields, since a GET form replaces it', () => {
    expect(getFormParts('https://calendly.com/acme/30min')).toEqual({
      action: 'https://calendly.com/acme/30min',
      fields: [],
    })
    expect(getFormParts('https://calendly.com/acme/30min?hide_gdpr_banner=1&a=x%20y&a=z')).toEqual({
      action: 'https://calendly.com/acme/30min',
      fields: [
        ['hide_gdpr_banner', '1'],
        ['a', 'x y'],
        ['a', 'z'],
      ],
    })
  })
})
