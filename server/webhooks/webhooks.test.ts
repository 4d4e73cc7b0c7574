import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { endpointProblem, isPublicAddress } from './address'
import { retryDelay, RETRY_DELAYS_MS } from './deliveries'
import { retryAfterMs } from './post'
import { keyOf, newSecret, sign, signedHeaders } from './signature'
import { chatBody, chatLine, firstLine, serviceOf } from './chat'

describe('signing by the Standard Webhooks specification', () => {
  it('signs id.timestamp.body with the key the whsec_ secret stands for', () => {
    const key = Buffer.alloc(32, 7)
    const secret = `whsec_${key.toString('base64')}`
    const expected = createHmac('sha256', key).update('msg_1.1700000000.{"a":1}').digest('base64')
    expect(sign(secret, 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`)
  })

  it('signs with every secret in force, space-separated, under one id and timestamp', () => {
    const [a, b] = [newSecret(), newSecret()]
    const headers = signedHeaders([a, b], 'msg_2', 1700000001, '{}')
    expect(headers['webhook-id']).toBe('msg_2')
    expect(headers['webhook-timestamp']).toBe('1700000001')
    expect(headers['webhook-signature']).toBe(
      `${sign(a, 'msg_2', 1700000001, '{}')} ${sign(b, 'msg_2', 1700000001, '{}')}`,
    )
    expect(sign(a, 'msg_2', 1700000001, '{}')).not.toBe(sign(b, 'msg_2', 1700000001, '{}'))
  })

  it('makes secrets of 32 random bytes, and takes only whsec_ secrets of 24 to 64 bytes', () => {
    const secret = newSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(keyOf(secret)).toHaveLength(32)
    expect(newSecret()).not.toBe(secret)
    expect(keyOf(`whsec_${Buffer.alloc(24).toString('base64')}`)).toHaveLength(24)
    expect(keyOf(`whsec_${Buffer.alloc(23).toString('base64')}`)).toBeNull()
    expect(keyOf(`whsec_${Buffer.alloc(65).toString('base64')}`)).toBeNull()
    expect(keyOf(Buffer.alloc(32).toString('base64'))).toBeNull()
    expect(keyOf('whsec_not base64!')).toBeNull()
    expect(() => sign('whsec_short', 'msg', 1, '')).toThrow()
  })
})

describe('what a webhook may connect to', () => {
  it('public addresses only: no loopback, private, link-local, metadata or mapped address', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(isPublicAddress(address)).toBe(true)
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::7f00:1',
      'fec0::1',
      '2002:7f00:1::',
      '2001::1',
      '::ffff:0:7f00:1',
      '224.0.0.1',
      '255.255.255.255',
      'localhost',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    expect(isPublicAddress('172.32.0.1')).toBe(true)
  })

  it('refuses to save an address that is not https, carries a password, or leads to this network', async () => {
    expect(await endpointProblem('hooks.example.com/x', false)).toBe(
      'Enter a full address, starting with https://',
    )
    expect(await endpointProblem('http://93.184.215.14/hook', false)).toBe(
      'The address must start with https://',
    )
    expect(await endpointProblem('https://user:pw@93.184.215.14/hook', false)).toBe(
      'Leave the user name and password out of the address',
    )
    expect(await endpointProblem('https://127.0.0.1/hook', false)).toBe(
      '127.0.0.1 is a private or local address',
    )
    expect(await endpointProblem('https://[::1]:8443/hook', false)).toBe('::1 is a private or local address')
    expect(await endpointProblem('https://169.254.169.254/latest', false)).toBe(
      '169.254.169.254 is a private or local address',
    )
    expect(await endpointProblem('https://localhost/hook', false)).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a private or local address$/,
    )
    expect(await endpointProblem('https://93.184.215.14/hook', false)).toBeNull()
    // Where private addresses are allowed, so is http on them.
    expect(await endpointProblem('http://127.0.0.1:9000/hook', true)).toBeNull()
  })
})

describe('when a failed delivery is tried again', () => {
  it('5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, give or take a tenth; then never', () => {
    expect(RETRY_DELAYS_MS).toEqual([5e3, 3e5, 18e5, 72e5, 18e6, 36e6, 36e6])
    expect(retryDelay(1, null, 0.5)).toBe(5000)
    expect(retryDelay(1, null, 0)).toBe(4500)
    expect(retryDelay(1, null, 1)).toBe(5500)
    expect(retryDelay(2, null, 0.5)).toBe(300_000)
    expect(retryDelay(7, null, 0.5)).toBe(36_000_000)
    expect(retryDelay(8, null, 0.5)).toBeNull()
  })

  it('later when the receiver asks for it with Retry-After, never sooner, at most 10 h', () => {
    expect(retryDelay(1, 60_000, 0.5)).toBe(60_000)
    expect(retryDelay(2, 60_000, 0.5)).toBe(300_000)
    expect(retryDelay(1, 10 * 24 * 3600e3, 0.5)).toBe(36_000_000)
    expect(retryAfterMs('120')).toBe(120_000)
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:30 GMT', Date.parse('2026-11-26T10:00:00Z'))).toBe(30_000)
    expect(retryAfterMs('soon')).toBeNull()
    expect(retryAfterMs(undefined)).toBeNull()
  })
})

describe('chat notifications', () => {
  const lead = {
    kind: 'enquiry' as const,
    who: 'Priya <Sharma>',
    about: 'BrightLeaf & Co',
    text: '\nWe run six tuition centres and want an app for parents, teachers and the office staff to share attendance.\nBudget: 5 lakh.\nCall me on 98110 42763.',
    link: 'https://example.com/admin-dashboard/messages/42',
  }

  it('tells the services apart by their hook address', () => {
    expect(serviceOf('https://hooks.slack.com/services/T0/B0/x')).toBe('slack')
    expect(serviceOf('https://discord.com/api/webhooks/1/x')).toBe('discord')
    expect(serviceOf('https://example.webhook.office.com/webhookb2/x')).toBe('other')
  })

  it('one line per lead: kind, name, company, the first line cut short, a link; never the rest', () => {
    const line = chatLine(lead, 'other')
    expect(line).toBe(
      'New enquiry from Priya \\<Sharma\\> (BrightLeaf & Co): “We run six tuition centres and want an app for parents, teachers and the office…” [Open in the desk](https://example.com/admin-dashboard/messages/42)',
    )
    expect(line).not.toContain('Budget')
    // A name cannot pass for a link of its own.
    expect(chatLine({ ...lead, who: '[Open in the desk](https://evil.example)' }, 'discord')).toContain(
      'from \\[Open in the desk\\]\\(https://evil.example\\)',
    )
    expect(line).not.toContain('98110')
    expect(firstLine('short')).toBe('short')
    // Slack's own link syntax, with its three special characters escaped in what a visitor typed.
    expect(chatLine(lead, 'slack')).toMatch(
      /^New enquiry from Priya &lt;Sharma&gt; \(BrightLeaf &amp; Co\): .* <https:\/\/example\.com\/admin-dashboard\/messages\/42\|Open in the desk>$/,
    )
    expect(chatLine(lead, 'discord')).toMatch(/\[Open in the desk\]\(<https:\/\/example\.com\/.*>\)$/)
    expect(chatLine({ ...lead, kind: 'application', about: 'UI/UX Designer' }, 'other')).toMatch(
      /^New application from Priya \\<Sharma\\> \(UI\/UX Designer\)/,
    )
    expect(
      chatLine({ ...lead, kind: 'comment', who: 'hello-world', about: null, text: 'Nice.' }, 'other'),
    ).toMatch(/^New comment on hello-world: “Nice\.”/)
  })

  it('lines queued together go as one message of at most ten, the rest counted; Discord pings nobody', () => {
    const lines = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`)
    expect(JSON.parse(chatBody(lines, 'slack'))).toEqual({
      text: [...lines.slice(0, 10), '…and 2 more in the desk.'].join('\n'),
    })
    expect(JSON.parse(chatBody(['@everyone look'], 'discord'))).toEqual({
      content: '@everyone look',
      allowed_mentions: { parse: [] },
    })
  })
})
