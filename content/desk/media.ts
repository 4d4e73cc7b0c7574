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
  altMissing: 'Send the description as { "alt": "…" }.',
  described: 'Description saved.',
  removed: 'Image deleted.',
  inUse: (titles: string[]) =>
    `This image is in ${titles.length === 1 ? 'an article' : `${titles.length} articles`} (${titles
      .map((t) => `“${t}”`)
      .join(', ')}). Take it out of ${titles.length === 1 ? 'that article' : 'them'} first, then delete it.`,
} as const

/** The desk's media library page (/admin-dashboard/content/media). */
export const MEDIA_LIBRARY_COPY = {
  link: 'Media library',
  back: 'All content',
  title: 'Media library',
  description:
    'Images for covers and articles. Each upload is checked, stripped of its camera data and kept at several widths as WebP and AVIF; pages choose the size a screen needs.',
  uploadTitle: 'Upload an image',
  uploadLabel: 'Image (JPEG, PNG, WebP or AVIF, at most 20 MB)',
  uploadButton: 'Upload',
  uploading: 'Uploading and making its sizes…',
  dropHint: 'Or drop an image on this box.',
  listTitle: 'Images',
  empty: 'No images yet. Articles use their generated art until you upload one.',
  altLabel: 'Description (alt text)',
  altHint: 'What the image shows, for someone who cannot see it. Offered wherever the image is used.',
  saveAlt: 'Save description',
  markdownLabel: 'In an article’s body',
  copyMarkdown: 'Copy Markdown',
  copied: (markdown: string) => `Copied: ${markdown}`,
  copyRefused: (markdown: string) => `Your browser would not copy it. Type ${markdown} in the body.`,
  usedBy: 'Used in',
  unused: 'Not used in any article.',
  remove: 'Delete',
  removeConfirm: (name: string) => `Delete ${name} and every size made of it?`,
  dimensions: (width: number, height: number) => `${width} × ${height} px`,
} as const

export type MediaRefusal = keyof typeof MEDIA_COPY.refusals

/** The article editor's cover control. */
export const COVER_PICKER_COPY = {
  generated: 'Generated art (the default)',
  loading: 'Loading the media library…',
  hint: 'Upload images in the media library. An uploaded cover needs a description before it is published.',
  preview: 'The chosen cover',
} as const
