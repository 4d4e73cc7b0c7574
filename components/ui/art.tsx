/**
 * An SVG illustration from /public/art. These are small vector files, so the plain element is
 * used (no image optimiser, no client JavaScript): explicit size against layout shift, lazy
 * below the fold, high fetch priority for the one that is the page's largest paint.
 */
export function Art({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: string
  alt: string
  width: number
  height: number
  className?: string
  priority?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVG, nothing to optimise
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  )
}
