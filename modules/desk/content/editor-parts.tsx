import { contentCopy } from '@/content/desk/content'
import { cn } from '@/lib/cn'
import { fieldProps } from '@/modules/forms/field'
import { Field, fieldClass } from '../field'

// The pieces every content editor shares: a labelled one-line field, and the saved version shown
// beside what was typed when another tab saved first.

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & {
  uid: string
  name: string
  label: string
  error?: string
  /** shown under the label, and read with the field */
  hint?: string
}

/** A labelled input with its hint and its error, in the desk's look. */
export function EditorInput({ uid, name, label, error, hint, ...attributes }: InputProps) {
  const id = `${uid}-${name}`
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input
        {...fieldProps(id, error, Boolean(hint))}
        name={name}
        className={cn(fieldClass, 'min-h-11')}
        {...attributes}
      />
    </Field>
  )
}

/** The version another tab saved, beside the editor's own, when its save was refused. */
export function TheirsPanel({ uid, title, body }: { uid: string; title?: string; body?: string }) {
  if (body === undefined) return null
  return (
    <section
      aria-labelledby={`${uid}-theirs`}
      className="border-border bg-surface grid gap-2 rounded-xl border p-4"
    >
      <h3 id={`${uid}-theirs`} className="font-semibold">
        {contentCopy.conflictTheirs}: {title}
      </h3>
      <textarea
        readOnly
        aria-labelledby={`${uid}-theirs`}
        rows={12}
        value={body}
        className={cn(fieldClass, 'font-mono')}
      />
    </section>
  )
}

/**
 * An editor's buttons: Save draft and Publish, what the editor adds between them and after (the
 * article's Preview and Schedule), and the take-down (Unpublish, Close role) while it is live.
 */
export function EditorActions({
  pending,
  takeDown,
  status,
  children,
}: {
  pending: boolean
  /** the take-down button's intent and words, only while the entry is live */
  takeDown?: { intent: string; label: string }
  /** what is said last, in the row (the article's "Saved by itself at …") */
  status?: React.ReactNode
  children?: React.ReactNode
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value="save" className="btn btn-secondary" disabled={pending}>
        Save draft
      </button>
      <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={pending}>
        Publish
      </button>
      {children}
      {takeDown ? (
        <button
          type="submit"
          name="intent"
          value={takeDown.intent}
          className="btn btn-secondary"
          disabled={pending}
        >
          {takeDown.label}
        </button>
      ) : null}
      {status}
    </div>
  )
}
