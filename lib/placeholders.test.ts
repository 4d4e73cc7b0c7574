import { describe, expect, it } from 'vitest'
import { fillTemplate, firstName, quote, unknownPlaceholders } from '@/lib/placeholders'

const values = {
  name: 'Priya Sharma',
  first_name: 'Priya',
  company_name: 'Vantage Edge Technologies',
  booking_link: 'https://book.example/30min',
  job_title: 'Backend Developer',
  reference: 'E-3F9A12C0',
}

describe('templates', () => {
  it('fills every known placeholder, with or without spaces inside the braces', () => {
    expect(fillTemplate('Hello {{first_name}}, book: {{ booking_link }} ({{reference}})', values)).toBe(
      'Hello Priya, book: https://book.example/30min (E-3F9A12C0)',
    )
  })

  it('leaves an unknown placeholder as typed, and names it', () => {
    expect(fillTemplate('Hi {{frist_name}}', values)).toBe('Hi {{frist_name}}')
    expect(unknownPlaceholders('Hi {{frist_name}} {{name}} {{ bookinglink }}')).toEqual([
      'frist_name',
      'bookinglink',
    ])
  })

  it('quotes the original message line by line', () => {
    expect(quote('Line one\r\n\r\nLine three', 'On 1 Jan, Priya wrote:')).toBe(
      'On 1 Jan, Priya wrote:\n> Line one\n>\n> Line three',
    )
  })

  it('takes the first word of a name', () => {
    expect(firstName('  Priya  Sharma ')).toBe('Priya')
    expect(firstName('李')).toBe('李')
  })
})
