/**
 * How each way of reaching us is named: `label` is shown on the /services contact cards, `hint`
 * is read to screen readers after the number in the footer.
 */
export const contactChannelLabels = {
  email: { label: 'Email', hint: '' },
  call: { label: 'Call (US)', hint: '(United States, call)' },
  whatsapp: { label: 'WhatsApp (India)', hint: '(India, chat on WhatsApp)' },
} as const
