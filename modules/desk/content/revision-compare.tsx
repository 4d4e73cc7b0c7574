import { diffLines } from 'diff'
import Link from 'next/link'
import { bodyEditorCopy as copy } from '@/content/desk/body-editor'
import { cn } from '@/lib/cn'

// A revision beside the current text: the fields that differ, and the body (or a role's
// description) line by line, each changed line marked in words as well as in colour. Drawn on the
// server from the page's address (`?compare=<revision id>`), so the diff costs the browser nothing.

/** Lines of the same text kept around each change, so a change reads in its place. */
const CONTEXT_LINES = 2

/** The fields read as text, the long ones compared line by line. */
const LONG_FIELDS = ['body', 'description']

const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(shown).join(', ')
    : value == null || value === ''
      ? '—'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value)

type Line = { kind: 'added' | 'removed' | 'same'; text: string } | { kind: 'skipped'; count: number }

/** The line diff of two texts, runs of unchanged lines folded beyond CONTEXT_LINES of a change. */
export function lineChanges(then: string, now: string): Line[] {
  // A form sends its line breaks as CR LF: a line is the same whichever break ends it.
  const lf = (text: string) => text.replace(/\r\n?/g, '\n')
  const lines = diffLines(lf(then), lf(now)).flatMap((part) =>
    part.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as const),
  )
  const near = (i: number) =>
    lines.slice(Math.max(0, i - CONTEXT_LINES), i + CONTEXT_LINES + 1).some((l) => l.kind !== 'same')
  const out: Line[] = []
  lines.forEach((line, i) => {
    if (line.kind !== 'same' || near(i)) return void out.push(line)
    const last = out.at(-1)
    if (last?.kind === 'skipped') last.count++
    else out.push({ kind: 'skipped', count: 1 })
  })
  return out
}

export function RevisionCompare({
  revision,
  then,
  now,
  closeHref,
}: {
  revision: number
  then: Record<string, unknown>
  now: Record<string, unknown>
  closeHref: string
}) {
  const keys = [...new Set([...Object.keys(then), ...Object.keys(now)])]
  const fields = keys.filter((k) => !LONG_FIELDS.includes(k) && shown(then[k]) !== shown(now[k]))
  const long = LONG_FIELDS.find((k) => k in then || k in now)
  const lines = long ? lineChanges(String(then[long] ?? ''), String(now[long] ?? '')) : []
  const bodyChanged = lines.some((l) => l.kind === 'added' || l.kind === 'removed')
  return (
    <section
      aria-labelledby="compare"
      className="border-border bg-surface grid gap-4 rounded-xl border p-4"
      data-testid="revision-compare"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="compare" className="font-semibold">
          {copy.compareTitle(revision)}
        </h3>
        <Link href={closeHref} scroll={false} className="btn btn-secondary min-h-11">
          {copy.compareClose}
        </Link>
      </div>
      {!fields.length && !bodyChanged ? <p className="text-fg-muted text-sm">{copy.compareSame}</p> : null}
      {fields.length ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{copy.compareFields}</h4>
          <dl className="grid gap-2 text-sm">
            {fields.map((k) => (
              <div key={k} className="border-border grid gap-1 rounded-lg border p-2">
                <dt className="font-medium">{copy.fieldNames[k] ?? k}</dt>
                <dd>
                  <del className="text-fg-muted">
                    <span className="font-medium">{copy.compareThen}: </span>
                    {shown(then[k])}
                  </del>
                </dd>
                <dd>
                  <ins className="no-underline">
                    <span className="font-medium">{copy.compareNow}: </span>
                    {shown(now[k])}
                  </ins>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {long && bodyChanged ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{copy.compareBody}</h4>
          <ol className="border-border bg-bg overflow-x-auto rounded-lg border font-mono text-xs leading-relaxed">
            {lines.map((line, i) =>
              line.kind === 'skipped' ? (
                <li key={i} className="text-fg-muted px-3 py-1 italic">
                  {copy.compareSkipped(line.count)}
                </li>
              ) : (
                <li
                  key={i}
                  className={cn(
                    'px-3 whitespace-pre-wrap',
                    line.kind === 'added' && 'bg-accent/10 border-accent border-l-4',
                    line.kind === 'removed' && 'bg-violet/10 border-violet border-l-4',
                  )}
                >
                  {line.kind === 'same' ? (
                    <span>{`  ${line.text}`}</span>
                  ) : line.kind === 'added' ? (
                    <ins className="no-underline">
                      <span aria-hidden>+ </span>
                      <span className="sr-only">{copy.added}: </span>
                      {line.text}
                    </ins>
                  ) : (
                    <del>
                      <span aria-hidden>− </span>
                      <span className="sr-only">{copy.removed}: </span>
                      {line.text}
                    </del>
                  )}
                </li>
              ),
            )}
          </ol>
        </div>
      ) : long ? (
        <p className="text-fg-muted text-sm">{copy.compareBodySame}</p>
      ) : null}
    </section>
  )
}
