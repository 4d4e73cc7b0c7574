import { CheckCircle2, Lightbulb, ThumbsDown, ThumbsUp, TrendingUp } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { ArticleBlockData } from '@/content/schema'
import { ContentIcon } from '@/components/ui/content-icon'

/** One of the site's blocks an article body places (a checklist, key takeaways, a comparison, trends). */
export function ArticleBlock({ block, id }: { block: ArticleBlockData; id: string }) {
  const titleId = `${id}-title`
  switch (block.kind) {
    case 'checklist':
      return (
        <aside className="not-prose card my-8 p-6" aria-labelledby={titleId} data-testid="checklist">
          <h2 id={titleId} className="text-xl font-semibold">
            Checklist
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {block.data.map((item, i) => (
              <li key={i} className="flex gap-3">
                <Icon icon={CheckCircle2} className="text-success mt-0.5 size-5 shrink-0" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      )
    case 'key-takeaways':
      return (
        <aside
          className="not-prose border-accent/40 bg-accent-soft my-8 rounded-[var(--radius-card)] border p-6"
          aria-labelledby={titleId}
          data-testid="key-takeaways"
        >
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
            <Icon icon={Lightbulb} className="text-accent size-5" /> Key takeaways
          </h2>
          <ul className="mt-4 grid list-disc gap-2 pl-5">
            {block.data.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </aside>
      )
    case 'comparison':
      return (
        <div className="not-prose my-8 grid gap-4" data-testid="comparison">
          {block.data.rows.map((row, r) => (
            <section key={r} className="card overflow-hidden" aria-label={row.category}>
              <h3 className="border-border bg-surface border-b px-5 py-3 text-lg font-semibold">
                {row.category}
              </h3>
              <div className="grid md:grid-cols-2">
                {(
                  [
                    [block.data.left, row.left],
                    [block.data.right, row.right],
                  ] as const
                ).map(([name, side], i) => (
                  <div key={i} className={i ? 'border-border border-t p-5 md:border-t-0 md:border-l' : 'p-5'}>
                    <h4 className="text-accent font-semibold">{name}</h4>
                    <p className="text-fg-muted mt-2 text-sm">{side.description}</p>
                    <ul className="mt-3 grid gap-1.5 text-sm">
                      {side.pros.map((p, j) => (
                        <li key={`pro-${j}`} className="flex gap-2">
                          <Icon icon={ThumbsUp} className="text-success mt-0.5 size-4 shrink-0" label="Pro" />
                          {p}
                        </li>
                      ))}
                      {side.cons.map((c, j) => (
                        <li key={`con-${j}`} className="flex gap-2">
                          <Icon
                            icon={ThumbsDown}
                            className="mt-0.5 size-4 shrink-0 text-rose-600 dark:text-rose-300"
                            label="Con"
                          />
                          {c}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )
    case 'trends':
      return (
        <ol className="not-prose my-8 grid gap-4" data-testid="trends">
          {block.data.map((t, i) => (
            <li key={i} className="card p-6">
              <div className="flex items-start gap-4">
                <span className="bg-violet-soft text-violet inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
                  <ContentIcon name={t.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="text-accent tabular-nums">{String(i + 1).padStart(2, '0')}</span>{' '}
                    {t.title}
                  </h3>
                  <p className="text-fg-muted text-sm">{t.subtitle}</p>
                </div>
              </div>
              <ul className="text-fg-muted mt-4 grid list-disc gap-1.5 pl-5">
                {t.points.map((p, j) => (
                  <li key={j}>{p}</li>
                ))}
              </ul>
              <div className="mt-4 grid gap-3 md:grid-cols-2">
                <p className="bg-accent-soft rounded-lg p-3 text-sm">
                  <span className="flex items-center gap-1.5 font-semibold">
                    <Icon icon={TrendingUp} className="text-accent size-4" /> Business impact
                  </span>
                  {t.businessImpact}
                </p>
                <p className="bg-violet-soft rounded-lg p-3 text-sm">
                  <span className="flex items-center gap-1.5 font-semibold">
                    <Icon icon={Lightbulb} className="text-violet size-4" /> Pro tip
                  </span>
                  {t.proTip}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )
  }
}
