'use client'

import { useState } from 'react'
import { Field } from '@/modules/forms/field'
import { Honeypot } from '@/modules/forms/honeypot'
import { FormFooter } from '@/modules/forms/form-footer'
import { useOnVisible } from '@/lib/use-visible'
import { commentForm, type PublicComment } from '@/modules/comments/form'
import { useFormSubmit } from '@/modules/forms/use-form-submit'

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })

function hostOf(url: string | null) {
  if (!url) return null
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * Approved comments (loaded when the section comes into view) and the comment form; `icon` marks
 * each comment (CommentSection draws it on the server).
 */
export function CommentThread({
  slug,
  icon,
  notice,
}: {
  slug: string
  icon: React.ReactNode
  /** The privacy notice, said on the server (modules/forms/form-notice). */
  notice: React.ReactNode
}) {
  const [comments, setComments] = useState<PublicComment[] | null>(null)
  const ref = useOnVisible<HTMLDivElement>(() => {
    fetch(`/api/comments?post=${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ comments: PublicComment[] }>) : { comments: [] }))
      .then((body) => setComments(body.comments))
      .catch(() => setComments([]))
  })
  const { pending, status, field, formProps } = useFormSubmit(commentForm, { challenge: true })

  return (
    <div ref={ref}>
      <div aria-live="polite" data-testid="approved-comments">
        {comments && comments.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-semibold">
              {comments.length} {comments.length === 1 ? 'comment' : 'comments'}
            </h3>
            <ol className="mt-4 grid gap-4">
              {comments.map((c) => {
                const host = hostOf(c.website)
                return (
                  <li
                    key={c.id}
                    className="border-border bg-surface rounded-xl border p-4"
                    data-testid="approved-comment"
                  >
                    <p className="text-fg-muted flex flex-wrap items-center gap-x-2 text-sm">
                      {icon}
                      {host ? (
                        <a
                          href={c.website!}
                          rel="nofollow ugc noopener noreferrer"
                          target="_blank"
                          className="text-accent font-medium underline"
                        >
                          {host}
                        </a>
                      ) : (
                        <span className="text-fg font-medium">A reader</span>
                      )}
                      <span aria-hidden>·</span>
                      <time dateTime={c.created_at}>{dateFormat.format(new Date(c.created_at))}</time>
                    </p>
                    <p className="mt-2 whitespace-pre-line">{c.comment}</p>
                  </li>
                )
              })}
            </ol>
          </>
        ) : null}
      </div>
      <form {...formProps} className="relative mt-6 grid gap-4" data-testid="comment-form">
        <input type="hidden" name="blog_id" value={slug} />
        <Field {...field('comment')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...field('email')} />
          <Field {...field('website')} />
        </div>
        <Honeypot />
        {notice}
        <FormFooter pending={pending} label="Post Comment" pendingLabel="Posting..." status={status} />
      </form>
    </div>
  )
}
