import { afterEach, describe, expect, it, vi } from 'vitest'
import { S3_NAMES } from '@/tests/helpers/s3-server'

/** The environment as server/env.ts parses it at start-up, from these variables. */
async function load(vars: Record<string, string>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  return (await import('@/server/env')).env
}

/** The start-up error for these variables (the test fails if there is none). */
async function refusal(vars: Record<string, string>) {
  const error = await load(vars).then(
    () => null,
    (e: unknown) => e as Error,
  )
  expect(error, 'the environment was accepted').toBeInstanceOf(Error)
  return error!.message
}

const KEYS = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' }

describe('S3 settings in the environment', () => {
  // Whatever the machine running the tests has set, each test starts from no S3 settings.
  const unset = () => Object.fromEntries(S3_NAMES.map((n) => [n, '']))
  afterEach(() => vi.unstubAllEnvs())

  it('keeps resumes on disk when no S3 variable is set', async () => {
    const env = await load(unset())
    expect(env.S3_BUCKET).toBeUndefined()
    expect(env.S3_REGION).toBe('us-east-1')
  })

  it('reads a full configuration, path style included', async () => {
    const env = await load({
      ...unset(),
      ...KEYS,
      S3_BUCKET: 'vantage-resumes',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: 'false',
    })
    expect(env).toMatchObject({
      ...KEYS,
      S3_BUCKET: 'vantage-resumes',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: false,
    })
    expect(
      (await load({ ...unset(), ...KEYS, S3_BUCKET: 'b.example', S3_FORCE_PATH_STYLE: '1' }))
        .S3_FORCE_PATH_STYLE,
    ).toBe(true)
  })

  it('refuses a bucket without credentials, naming each missing one', async () => {
    const message = await refusal({ ...unset(), S3_BUCKET: 'vantage-resumes' })
    expect(message).toBe(
      'Invalid environment:\n' +
        'S3_ACCESS_KEY_ID: is required when S3_BUCKET is set\n' +
        'S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set',
    )
    expect(await refusal({ ...unset(), S3_BUCKET: 'vantage-resumes', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toBe(
      'Invalid environment:\nS3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set',
    )
  })

  it('refuses S3 settings without a bucket rather than quietly keeping resumes on disk', async () => {
    expect(await refusal({ ...unset(), ...KEYS, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid environment:\nS3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set ' +
        '(leave every S3_ variable unset to keep resumes in DATA_DIR)',
    )
  })

  it('names a bad bucket, endpoint, region and path-style value', async () => {
    const message = await refusal({
      ...unset(),
      ...KEYS,
      S3_BUCKET: 'Resumes_Bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'US East',
      S3_FORCE_PATH_STYLE: 'yes',
    })
    expect(message.split('\n')).toEqual([
      'Invalid environment:',
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      'S3_ENDPOINT: must be an http(s) URL such as https://s3.example.com or http://127.0.0.1:9000',
      'S3_REGION: must be a region name such as us-east-1 (auto for R2)',
      'S3_FORCE_PATH_STYLE: must be 1 or true, 0 or false',
    ])
    expect(
      await refusal({ ...unset(), ...KEYS, S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'ftp://files.example' }),
    ).toContain('S3_ENDPOINT: must be an http(s) URL')
  })
})
