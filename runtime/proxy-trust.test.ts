import { describe, expect, it } from 'vitest'
import { clientAddressOf, parseTrustProxy } from './proxy-trust.mjs'

describe('whose X-Forwarded-For is believed (TRUST_PROXY)', () => {
  it('believes nobody by default: the socket is the visitor', () => {
    for (const value of [undefined, '', '0', 'false']) {
      const trusted = parseTrustProxy(value)
      expect(trusted).toBeNull()
      expect(clientAddressOf('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9')
    }
  })

  it('with 1, believes a proxy on this machine, and only it', () => {
    const trusted = parseTrustProxy('1')
    // nginx on loopback appended the visitor's address; what the visitor wrote before it is ignored.
    expect(clientAddressOf('127.0.0.1', 'made-up, 198.51.100.7', trusted)).toBe('198.51.100.7')
    expect(clientAddressOf('::ffff:127.0.0.1', '198.51.100.7', trusted)).toBe('198.51.100.7')
    expect(clientAddressOf('::1', '2001:db8::5', trusted)).toBe('2001:db8::5')
    // A client that reaches the app directly is known by its socket, whatever it sends.
    expect(clientAddressOf('203.0.113.9', '10.0.0.1', trusted)).toBe('203.0.113.9')
    expect(clientAddressOf('::ffff:203.0.113.9', '10.0.0.1', trusted)).toBe('203.0.113.9')
    // A proxy that sends no header: the proxy is all we know.
    expect(clientAddressOf('127.0.0.1', undefined, trusted)).toBe('127.0.0.1')
  })

  it('walks a chain of trusted proxies, and stops at the first address that is not one', () => {
    const trusted = parseTrustProxy('10.0.0.0/8, 192.168.1.10')
    // visitor → CDN edge (not trusted) → load balancer 192.168.1.10 → app proxy 10.0.0.4 → us
    expect(clientAddressOf('10.0.0.4', '198.51.100.7, 203.0.113.50, 192.168.1.10', trusted)).toBe(
      '203.0.113.50',
    )
    expect(clientAddressOf('10.0.0.4', '198.51.100.7, 192.168.1.10', trusted)).toBe('198.51.100.7')
    expect(clientAddressOf('192.168.1.11', '198.51.100.7', trusted)).toBe('192.168.1.11')
  })

  it('knows the private ranges by name', () => {
    const trusted = parseTrustProxy('loopback,linklocal,uniquelocal')!
    for (const a of [
      '127.0.0.5',
      '::1',
      '169.254.1.1',
      'fe80::1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.0.9',
      'fd00::1',
    ])
      expect(trusted(a), a).toBe(true)
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:db8::1', 'not an address'])
      expect(trusted(a), a).toBe(false)
  })

  it('refuses an entry it cannot read, by name', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1/8/2', 'localhost', '::1/129'])
      expect(() => parseTrustProxy(value), value).toThrow(/^TRUST_PROXY: ".+" is not an address/)
  })
})
