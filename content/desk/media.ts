// The desk's words for the media library and its uploads (server/media/, app/api/admin/media/).

export const MEDIA_COPY = {
  refusals: {
    'not-image':
      'This file is not a JPEG, PNG, WebP or AVIF image. Other files (SVG among them) are refused.',
    'too-large': 'This image is over 20 MB. Export it smaller and upload it again.',
    'too-many-pixels':
      'This image has too many pixels to be read safely (at most 40 million, 12,000 on a side).',
    unreadable: 'This image could not be read: it may be damaged or only part of a file.',
    'no-file': 'Choose an image to upload.',
    'bad-name': 'This file’s name cannot be used. Rename it and upload it again.',
    incomplete: 'The upload was cut off before the image arrived. Try again.',
  },
  uploaded: 'Image uploaded.',
  alreadyThere: 'This image is already in the library.',
  notFound: 'There is no such image in the library.',
} as const

export type MediaRefusal = keyof typeof MEDIA_COPY.refusals

/** The article editor's cover control. */
export const COVER_PICKER_COPY = {
  generated: 'Generated art (the default)',
  loading: 'Loading the media library…',
  hint: 'Upload images in the media library. An uploaded cover needs a description before it is published.',
  preview: 'The chosen cover',
} as const
