import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  analyticsDay,
  browserFamily,
  daysBefore,
  daysFrom,
  deviceClass,
  isBot,
  pageOf,
  referrerHost,
  sourceLabel,
} from './classify'
import { beaconSchema } from './schema'

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/115.0.0.0',
}

describe('what a page view is reduced to', () => {
  it('names the browser family only, Edge, Opera and Samsung before the Chrome they contain', () => {
    expect(browserFamily(UA.chrome)).toBe('Chrome')
    expect(browserFamily(UA.edge)).toBe('Edge')
    expect(browserFamily(UA.opera)).toBe('Opera')
    expect(browserFamily(UA.samsung)).toBe('Samsung Internet')
    expect(browserFamily(UA.safari)).toBe('Safari')
    expect(browserFamily(UA.firefox)).toBe('Firefox')
    expect(browserFamily('Mozilla/5.0 (compatible; SomethingNew/1.0)')).toBe('Other')
  })

  it('tells programs from browsers by their user agent', () => {
    for (const ua of Object.values(UA)) expect(isBot(ua)).toBe(false)
    for (const ua of [
      null,
      '',
      'curl/8.5.0',
      'node',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'python-requests/2.32.3',
    ]) {
      expect(isBot(ua), String(ua)).toBe(true)
    }
  })

  it('keeps a device class from the screen width, never the width', () => {
    expect(deviceClass(375)).toBe('mobile')
    expect(deviceClass(767)).toBe('mobile')
    expect(deviceClass(768)).toBe('tablet')
    expect(deviceClass(1023)).toBe('tablet')
    expect(deviceClass(1024)).toBe('desktop')
    expect(deviceClass(2560)).toBe('desktop')
    expect(deviceClass(undefined)).toBeNull()
    expect(deviceClass(0)).toBeNull()
  })

  it('keeps the host of another site as the referrer, and nothing for our own pages', () => {
    const own = ['vantage-edge.example']
    expect(referrerHost('https://www.google.com/search?q=web+agency+delhi', own)).toBe('google.com')
    expect(referrerHost('https://news.example.org/post/123?ref=abc', own)).toBe('news.example.org')
    expect(referrerHost('https://vantage-edge.example/services', own)).toBeNull()
    expect(referrerHost('https://www.vantage-edge.example/blog', own)).toBeNull()
    expect(referrerHost('android-app://com.slack/', own)).toBeNull()
    expect(referrerHost('not a url', own)).toBeNull()
    expect(referrerHost('', own)).toBeNull()
    expect(referrerHost(undefined, own)).toBeNull()
  })

  it('keeps the path and the three campaign tags of the address, and nothing else of its query', () => {
    expect(
      pageOf('/services/?utm_source=Newsletter&utm_medium=email&utm_campaign=nov%20launch&email=a@b.c#x'),
    ).toEqual({
      path: '/services',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov launch',
    })
    expect(pageOf('/')).toEqual({ path: '/', utm_source: null, utm_medium: null, utm_campaign: null })
    expect(pageOf(`/?utm_source=${'x'.repeat(300)}`)?.utm_source).toHaveLength(100)
    expect(pageOf('/?utm_source=%0A%E2%80%AEevil')?.utm_source).toBe('evil')
    expect(pageOf('//elsewhere.example/path')).toBeNull()
  })

  it('names a source by its campaign, else by the site it came from, else direct', () => {
    expect(sourceLabel({ utm_source: 'x', referrer_host: 'google.com' })).toBe('x')
    expect(sourceLabel({ utm_source: null, referrer_host: 'google.com' })).toBe('google.com')
    expect(sourceLabel({ utm_source: null, referrer_host: null })).toBe('')
  })

  it('counts days in New Delhi, not in UTC', () => {
    expect(analyticsDay(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23')
    expect(analyticsDay(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24')
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28')
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })
})

describe('the beacon', () => {
  it('accepts what the script sends and nothing more', () => {
    expect(beaconSchema.safeParse({ e: 'view', u: '/', r: '', w: 390 }).success).toBe(true)
    expect(beaconSchema.safeParse({ e: 'booking_scheduled', u: '/services' }).success).toBe(true)
    expect(beaconSchema.safeParse({ e: 'view', u: '/', ip: '1.2.3.4' }).success).toBe(false)
    expect(beaconSchema.safeParse({ e: 'purchase', u: '/' }).success).toBe(false)
    expect(beaconSchema.safeParse({ e: 'view', u: 'https://elsewhere.example/' }).success).toBe(false)
  })

  it('is a script under 1 KB that uses neither cookies nor storage', () => {
    const script = readFileSync('public/insights/script.js', 'utf8')
    expect(Buffer.byteLength(script)).toBeLessThan(1024)
    expect(script).not.toMatch(/\.cookie|localStorage|sessionStorage|indexedDB/)
    expect(script).toMatch(/globalPrivacyControl/)
    expect(script).toMatch(/doNotTrack/)
  })
})
