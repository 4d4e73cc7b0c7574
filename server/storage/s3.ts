import 'server-only'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { FileStore } from '@/server/storage/store'

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle?: boolean
}

/**
 * S3's smallest part (but the last). The uploader holds one part in memory before sending it, so
 * an upload costs at most this much memory, never the whole 10 MB resume.
 */
const PART_BYTES = 5 * 1024 * 1024

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')

/**
 * Resumes as objects in a private bucket (the key is the object's name). An upload is streamed as
 * a multipart upload, one part at a time; a body that fails (refused, or cut off) ends it with
 * AbortMultipartUpload, so no object and no stored part is left. A body under one part is sent
 * as one PutObject once it has ended well, so a refused small file never reaches the bucket.
 */
export function s3Store(settings: S3Settings): FileStore {
  const { bucket } = settings
  let client: S3Client | undefined
  // Made on first use, so a build or a process that never touches a resume makes no client.
  const s3 = () =>
    (client ??= new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A server that stops answering must not hold an upload (and the visitor) for ever.
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
      // The SDK's newer default checksums (CRC32 headers and trailers on every upload, checksum
      // mode on every download) are refused or mis-signed by several S3-compatible servers; for
      // those, checksums only where the operation requires them, as SDKs did before 2025.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    }))

  return {
    kind: 's3',

    async put(key, body, contentType = 'application/pdf') {
      let bodyError: unknown
      body.once('error', (error) => (bodyError = error))
      const upload = new Upload({
        client: s3(),
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (error) {
        // A refused or cut-off body is the caller's to report; anything else is the bucket's.
        if (error !== bodyError) console.error(`Storing ${key} in bucket ${bucket} failed:`, error)
        throw error
      }
    },

    async open(key) {
      try {
        const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!(object.Body instanceof Readable)) throw new Error(`${key}: the bucket sent no body`)
        return { size: object.ContentLength ?? 0, stream: object.Body }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async exists(key) {
      try {
        await s3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },

    async remove(key) {
      // Deleting an object that is not there succeeds, as on disk.
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },

    async sweep() {
      // Uploads cut off by a crash are incomplete multipart uploads: invisible, never an object.
      // The bucket's lifecycle rule (AbortIncompleteMultipartUpload, see docs/deploying.md) removes them;
      // listing and aborting them here could cut off another app process's upload in flight.
    },
  }
}
