import { articleCopy } from '@/content/pages/article'

/** Says that the page is a preview of an unpublished working copy, and how to leave it. */
export function PreviewBanner() {
  return (
    <p
      role="status"
      className="border-violet bg-violet-soft mb-6 rounded-xl border p-4 text-sm font-medium"
      data-testid="preview-banner"
    >
      {articleCopy.preview}{' '}
      <a href="/api/admin/preview?leave=1" className="underline underline-offset-4">
        {articleCopy.leavePreview}
      </a>
    </p>
  )
}
