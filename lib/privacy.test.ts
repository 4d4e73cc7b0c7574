import { afterEach, describe, expect, it, vi } from 'vitest'

/** lib/privacy and what reads it, as a build made with these periods has them. */
async function builtWith(periods: string) {
  vi.stubEnv('PRIVACY_PERIODS', periods)
  vi.resetModules()
  const privacy = await import('./privacy')
  const { privacySections } = await import('@/content/legal')
  return { ...privacy, policy: JSON.stringify(privacySections('privacy@example.com')) }
}

describe('the periods a build publishes are the ones its purge and its words use', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('are handed by the build to the code it builds (next.config.ts), as written once', async () => {
    vi.stubEnv('PRIVACY_PERIODS', '{"responseDays":15,"enquiries":24}')
    vi.resetModules()
    const { default: config } = await import('@/next.config')
    expect(config.env).toEqual({ PRIVACY_PERIODS: '{"responseDays":15}' })
  })

  it('uses the defaults when the desk saved none', async () => {
    const { RETENTION, RESPONSE_DAYS, noticeText, policy } = await builtWith('')
    expect(RETENTION.enquiries).toEqual({ months: 24 })
    expect(RESPONSE_DAYS).toBe(30)
    expect(noticeText('contact', 'privacy@example.com')).toContain('for 24 months after our last exchange')
    expect(policy).toContain('within 30 days')
  })

  it('uses the periods saved in the desk, everywhere it states or applies one', async () => {
    const { RETENTION, RESPONSE_DAYS, ARCHIVE_LINK_DAYS, noticeText, PROCESSING, policy } = await builtWith(
      '{"enquiries":36,"futureRoles":6,"requestArchives":7,"responseDays":15,"auditTrail":730}',
    )
    expect(RETENTION).toMatchObject({
      enquiries: { months: 36 },
      futureRoles: { months: 6 },
      applications: { months: 12 },
      auditTrail: { days: 730 },
    })
    expect([RESPONSE_DAYS, ARCHIVE_LINK_DAYS]).toEqual([15, 7])
    expect(noticeText('contact', 'privacy@example.com')).toContain('for 36 months after our last exchange')
    expect(noticeText('application', 'privacy@example.com')).toContain('for 6 months instead')
    expect(PROCESSING.find((p) => p.form === 'contact')?.period).toBe('36 months after the last activity')
    expect(policy).toContain('enquiries 36 months')
    expect(policy).toContain('within 15 days')
    expect(policy).not.toContain('within 30 days')
  })
})
