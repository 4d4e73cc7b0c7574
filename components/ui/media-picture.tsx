import { mediaSrc, mediaSrcSet, variantWidths, type MediaRef } from '@/lib/media'

/**
 * An uploaded image as a responsive picture: AVIF, then WebP, at every width it was made at, the
 * browser choosing by `sizes`; its own width and height so nothing shifts as it loads. Lazy unless
 * it is the page's largest paint (`priority`: eager, fetched first).
 */
export function MediaPicture({
  image,
  alt,
  sizes,
  className,
  priority = false,
}: {
  image: MediaRef
  alt: string
  sizes: string
  className?: string
  priority?: boolean
}) {
  const widths = variantWidths(image.width)
  return (
    <picture>
      <source type="image/avif" srcSet={mediaSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={mediaSrc(image, widths[widths.length - 1]!, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  )
}
