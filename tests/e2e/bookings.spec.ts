import { createHmac } from 'node:crypto'
import { E2E_CALENDLY_KEY } from '../../playwright.config'
import { expect, test } from '../helpers/test'
import { ADMINISTRATOR, quietViolations, signIn } from '../helpers/desk'
import { useTheme } from '../helpers/theme'

test.use(ADMINISTRATOR)

/**
 * A call booked through the scheduling provider for an enquiry shows at the top of its record, on
 * its timeline and beside it in the list; the record stays free of WCAG 2.2 AA violations in both themes.
 */
for (const theme of ['light', 'dark'] as const) {
  test(`a record with a call booked has no WCAG 2.2 AA violations in ${theme} theme`, async ({
    page,
  }, info) => {
    const tag = `call${theme}${info.project.name}${Date.now()}`
    const enquiry = await page.request.post('/api/contact', {
      headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      multipart: {
        name: `Caller ${tag}`,
        email: `${tag}@example.com`,
        message: `Can we talk about an app? (${tag})`,
      },
    })
    expect(enquiry.status()).toBe(201)
    const { id } = (await enquiry.json()) as { id: string }
    const start = new Date(Date.now() + 5 * 86_400_000)
    const body = JSON.stringify({
      event: 'invitee.created',
      payload: {
        uri: `https://api.calendly.com/scheduled_events/E/invitees/${tag}`,
        email: `${tag}@example.com`,
        name: `Caller ${tag}`,
        rescheduled: false,
        tracking: { utm_content: id },
        scheduled_event: {
          uri: 'https://api.calendly.com/scheduled_events/E',
          name: '30 Minute Consultation',
          start_time: start.toISOString(),
          end_time: new Date(start.getTime() + 1_800_000).toISOString(),
        },
      },
    })
    const t = Math.floor(Date.now() / 1000)
    const signature = `t=${t},v1=${createHmac('sha256', E2E_CALENDLY_KEY).update(`${t}.${body}`).digest('hex')}`
    const booked = await page.request.post('/api/integrations/calendly', {
      headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature },
      data: body,
    })
    expect(booked.status()).toBe(200)

    await useTheme(page, theme)
    await signIn(page)
    await page.goto(`/admin-dashboard/messages/${id}`)
    const calls = page.getByRole('list', { name: 'Calls booked' })
    await expect(calls).toContainText('Call booked: 30 Minute Consultation')
    // The same time at the top and on the timeline, in New Delhi's time.
    const when = (await calls.textContent())!.replace('Call booked: ', '')
    expect(when).toMatch(/^30 Minute Consultation, .* IST$/)
    await expect(page.getByText(`Call booked: ${when}`)).toHaveCount(2)
    // Made by the invitee through the provider, not by anyone at the desk.
    await expect(page.locator('li[data-event="booking"]')).toContainText('the scheduling service')
    expect(await quietViolations(page)).toEqual([])
    await page.screenshot({ path: info.outputPath(`record-${theme}.png`), fullPage: true })
    // The list shows the call beside the lead, at the same time.
    await page.goto(`/admin-dashboard?tab=messages&q=${tag}`)
    const row = page.getByTestId('admin-row').filter({ hasText: `Caller ${tag}` })
    await expect(row).toContainText(`Call ${when.replace('30 Minute Consultation, ', '')}`)
    expect(await quietViolations(page)).toEqual([])
  })
}
