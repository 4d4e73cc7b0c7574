import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { AUDIT_RETENTION_DAYS } from '@/lib/constants'
import { DEFAULT_PERIODS, formatPeriods, parsePeriods, PERIODS_SETTING } from './privacy-periods.mjs'
import { readSavedPeriods } from './saved-periods.mjs'
import { readSettings } from './settings.mjs'

describe('the privacy periods as written', () => {
  it('are the defaults when nothing is given', () => {
    expect(parsePeriods(undefined)).toEqual({ periods: DEFAULT_PERIODS, problems: [] })
    expect(DEFAULT_PERIODS).toMatchObject({
      enquiries: 24,
      applications: 12,
      responseDays: 30,
      auditTrail: 365,
    })
  })

  it('take the periods given and keep the defaults for the rest', () => {
    const { periods, problems } = parsePeriods('{"enquiries":36,"responseDays":15}')
    expect(problems).toEqual([])
    expect(periods).toEqual({ ...DEFAULT_PERIODS, enquiries: 36, responseDays: 15 })
  })

  it('name what is out of bounds or unknown, and keep the default for it', () => {
    const { periods, problems } = parsePeriods(
      '{"responseDays":120,"auditTrail":30,"applications":1.5,"forever":1,"enquiries":6}',
    )
    expect(problems).toEqual([
      'PRIVACY_PERIODS: responseDays: Enter a whole number of days from 1 to 90.',
      'PRIVACY_PERIODS: auditTrail: Enter a whole number of days from 365 to 3650.',
      'PRIVACY_PERIODS: applications: Enter a whole number of months from 1 to 60.',
      'PRIVACY_PERIODS: unknown period "forever"',
    ])
    expect(periods).toEqual({ ...DEFAULT_PERIODS, enquiries: 6 })
    expect(parsePeriods('[1]').problems).toEqual(['PRIVACY_PERIODS: must be a JSON object'])
    expect(readSettings({ PRIVACY_PERIODS: 'soon' }).problems).toEqual(['PRIVACY_PERIODS: not JSON'])
  })

  it('are written one way only, the defaults as nothing, so equal periods make equal builds', () => {
    expect(formatPeriods(DEFAULT_PERIODS)).toBe('')
    expect(formatPeriods({ ...DEFAULT_PERIODS, responseDays: 15, enquiries: 36 })).toBe(
      '{"enquiries":36,"responseDays":15}',
    )
    expect(
      readSettings({ PRIVACY_PERIODS: '{"responseDays":15,"enquiries":24}' }).settings.PRIVACY_PERIODS,
    ).toBe('{"responseDays":15}')
  })

  it('never let the audit trail be kept less than the year the database protects', () => {
    expect(parsePeriods(`{"auditTrail":${AUDIT_RETENTION_DAYS - 1}}`).problems).toHaveLength(1)
    expect(parsePeriods(`{"auditTrail":${AUDIT_RETENTION_DAYS}}`).problems).toEqual([])
  })
})

describe('the periods saved in the desk, as npm start reads them before it builds', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vantage-periods-'))
    dirs.push(dir)
    return dir
  }

  it('are the defaults with no database yet, which reading does not create', async () => {
    const dir = dataDir()
    expect(await readSavedPeriods({ DATA_DIR: dir })).toBe('')
    expect(() => new SQLite(path.join(dir, 'site.db'), { fileMustExist: true })).toThrow()
  })

  it('come from the SQLite file in DATA_DIR, also while the site has it open', async () => {
    const dir = dataDir()
    const file = new SQLite(path.join(dir, 'site.db'))
    file.pragma('journal_mode = WAL')
    expect(await readSavedPeriods({ DATA_DIR: dir })).toBe('')
    file.exec('create table desk_settings (key text primary key, value text not null)')
    expect(await readSavedPeriods({ DATA_DIR: dir })).toBe('')
    file
      .prepare('insert into desk_settings values (?, ?)')
      .run(PERIODS_SETTING, '{"responseDays":45,"enquiries":24}')
    expect(await readSavedPeriods({ DATA_DIR: dir })).toBe('{"responseDays":45}')
    file.close()
  })

  it.runIf(process.env.TEST_DATABASE_URL)('come from PostgreSQL when DATABASE_URL is set', async () => {
    const schema = `periods_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`create schema ${schema}`)
      const url = new URL(process.env.TEST_DATABASE_URL!)
      url.searchParams.set('options', `-c search_path=${schema}`)
      expect(await readSavedPeriods({ DATABASE_URL: url.toString() })).toBe('')
      await admin.query(`create table ${schema}.desk_settings (key text primary key, value text not null)`)
      await admin.query(`insert into ${schema}.desk_settings values ($1, $2)`, [
        PERIODS_SETTING,
        '{"enquiries":48}',
      ])
      expect(await readSavedPeriods({ DATABASE_URL: url.toString() })).toBe('{"enquiries":48}')
    } finally {
      await admin.query(`drop schema ${schema} cascade`)
      await admin.end()
    }
  })

  it('throw when the database cannot be read, so the build keeps the periods it has', async () => {
    await expect(readSavedPeriods({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow()
  })
})
