import { JOB_PREVIEW_CHARS } from '@/lib/constants'

/** A job card shows the first 120 characters of the description. */
export function jobPreview(description: string) {
  return description.length > JOB_PREVIEW_CHARS
    ? `${description.slice(0, JOB_PREVIEW_CHARS)}...`
    : description
}
