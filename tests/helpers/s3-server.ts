import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** Every S3_* variable the site reads (server/env.ts): a test that wants them unset clears these. */
export const S3_NAMES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
]

export type S3TestServer = {
  /** The S3_* environment that points the app at this server's bucket. */
  env: Record<string, string>
  bucket: string
  endpoint: string
  /** Keys of the objects in the bucket, through ListObjectsV2. */
  keys: () => Promise<string[]>
  /** An object's bytes, or null when there is none. */
  object: (key: string) => Promise<Buffer | null>
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads: () => Promise<string[]>
  /** Every request the server was sent, as `METHOD path?query` (to see which calls were made). */
  requests: string[]
  stop: () => Promise<void>
}

const ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * An S3-compatible server on loopback (s3rver, files in a temp folder), with one empty bucket.
 *
 * s3rver stores multipart uploads in `<bucket>/._S3rver_uploads/<uploadId>/` but implements
 * neither AbortMultipartUpload (it answers 405) nor ListMultipartUploads. Abort is the one the app
 * relies on, so it is answered here, as S3 does (204, and the upload's parts are gone; 404
 * NoSuchUpload for an unknown one); every other request goes to s3rver unchanged. Pending uploads
 * are read from that folder.
 */
export async function startS3Server(bucket = 'vantage-resumes'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vantage-s3-'))
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] })
  await s3rver.configureBuckets()
  const handle = s3rver.getMiddleware()
  const uploadsDir = path.join(directory, bucket, '._S3rver_uploads')
  const requests: string[] = []

  async function abortUpload(req: IncomingMessage, res: ServerResponse, url: URL) {
    const uploadId = url.searchParams.get('uploadId') ?? ''
    const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length))
    const dir = path.join(uploadsDir, uploadId)
    const known =
      /^[0-9a-f]{32}$/.test(uploadId) &&
      existsSync(dir) &&
      (await readFile(path.join(dir, 'key'), 'utf8')) === key
    req.resume()
    if (!known) {
      res.writeHead(404, { 'Content-Type': 'application/xml' })
      return res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code>' +
          '<Message>The specified upload does not exist.</Message></Error>',
      )
    }
    await rm(dir, { recursive: true, force: true })
    res.writeHead(204).end()
  }

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.test')
    requests.push(`${req.method} ${url.pathname}${url.search}`)
    if (
      req.method === 'DELETE' &&
      url.searchParams.has('uploadId') &&
      url.pathname.startsWith(`/${bucket}/`)
    ) {
      abortUpload(req, res, url).catch((error: unknown) => {
        res.writeHead(500).end(String(error))
      })
      return
    }
    void handle(req, res)
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}`

  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: ACCESS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: ACCESS.secretAccessKey,
    },
    bucket,
    endpoint,
    requests,
    async keys() {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
        keys.push(...(page.Contents ?? []).map((o) => o.Key ?? ''))
        token = page.NextContinuationToken
      } while (token)
      return keys.sort()
    },
    async object(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return Buffer.from(await res.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    async pendingUploads() {
      return readdir(uploadsDir).catch(() => [] as string[])
    },
    async stop() {
      client.destroy()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      await rm(directory, { recursive: true, force: true })
    },
  }
}
