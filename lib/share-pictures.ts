import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route'

/*
 * Where Next serves an article's share picture (the opengraph-image.tsx beside the articles), named
 * by Next's own function: the folders sit in the `(site)` route group,
 * so Next adds a hash of the folder to the name. The folder paths here must be those in app/; a
 * Next.js internal, listed in runtime/NEXT-CONTRACTS.md and guarded by routes-seo.spec.ts.
 */

export const articlePicturePath = (slug: string) =>
  fillMetadataSegment('/(site)/blog/[slug]', { slug }, 'opengraph-image', false)

/** Where Next serves a top-level page's own share picture (the opengraph-image.tsx beside it). */
export const pagePicturePath = (page: 'about' | 'services' | 'products' | 'projects' | 'blog' | 'careers') =>
  fillMetadataSegment(`/(site)/${page}`, {}, 'opengraph-image', false)
