import { describe, expect, it } from 'vitest'
import { readSettings } from './settings.mjs'

describe('the settings the server and the build read', () => {
  it('serves http://localhost:3000 with nothing set', () => {
    const { settings, problems } = readSettings({})
    expect(problems).toEqual([])
    expect(settings).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', SITE_URL: 'http://localhost:3000' })
  })

  it('puts the site where it listens when only PORT is set, so signing in there works', () => {
    expect(readSettings({ PORT: '3500' }).settings.SITE_URL).toBe('http://localhost:3500')
    expect(readSettings({ PORT: '3500', SITE_URL: '' }).settings.SITE_URL).toBe('http://localhost:3500')
  })

  it('takes SITE_URL as given, without its trailing slash, whatever the port', () => {
    const { settings } = readSettings({ PORT: '3500', SITE_URL: 'https://www.vantage-edge.example/' })
    expect(settings.SITE_URL).toBe('https://www.vantage-edge.example')
  })

  it('names a bad PORT or SITE_URL, and falls back to the defaults meanwhile', () => {
    const { settings, problems } = readSettings({ PORT: 'eighty', SITE_URL: 'ftp://x.example' })
    expect(problems).toEqual([
      'PORT: must be a port number from 1 to 65535',
      'SITE_URL: must be an http(s) URL',
    ])
    expect(settings).toMatchObject({ PORT: 3000, SITE_URL: 'http://localhost:3000' })
  })
})
