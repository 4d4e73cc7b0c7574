import { CheckCircle2, Lightbulb, ThumbsDown, ThumbsUp, TrendingUp } from 'lucide'
import { Icon } from '@/components/ui/icon'
import type { Post } from '@/content/index'
import { ContentIcon } from '@/components/ui/content-icon'

/** The special blocks an article body can place (<Checklist />, <KeyTakeaways />, <Comparison />, <Trends />). */
export function articleBlocks(post: Post) {
  return {
    // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it.
    table: (props: React.ComponentProps<'table'>) => (
      <div className="table-scroll" role="region" aria-label="Scrollable table" tabIndex={0}>
        <table {...props} />
      </div>
    ),
    Checklist: () =>
      post.checklist ? (
        <aside className="not-prose card my-8 p-6" aria-labelledby="checklist-title" data-testid="checklist">
          <h2 id="checklist-title" className="text-xl font-semibold">
            Checklist
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {post.checklist.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon icon={CheckCircle2} className="text-success mt-0.5 size-5 shrink-0" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </aside>
      ) : null,
    KeyTakeaways: () =>
      post.keyTakeaways ? (
        <aside
          className="not-prose border-accent/40 bg-accent-soft my-8 rounded-[var(--radius-card)] border p-6"
          aria-labelledby="takeaways-title"
          data-testid="key-takeaways"
        >
          <h2 id="takeaways-title" className="flex items-center gap-2 text-xl font-semibold">
            <Icon icon={Lightbulb} className="text-accent size-5" /> Key takeaways
          </h2>
          <ul className="mt-4 grid list-disc gap-2 pl-5">
            {post.keyTakeaways.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
      ) : null,
    Comparison: () =>
      post.comparison ? (
        <div className="not-prose my-8 grid gap-4" data-testid="comparison">
          {post.comparison.map((row) => (
            <section key={row.category} className="card overflow-hidden" aria-label={row.category}>
              <h3 className="border-border bg-surface border-b px-5 py-3 text-lg font-semibold">
                {row.category}
              </h3>
              <div className="grid md:grid-cols-2">
                {(
                  [
                    ['WooCommerce', row.woocommerce],
                    ['Shopify', row.shopify],
                  ] as const
                ).map(([name, side], i) => (
                  <div
                    key={name}
                    className={i ? 'border-border border-t p-5 md:border-t-0 md:border-l' : 'p-5'}
                  >
                    <h4 className="text-accent font-semibold">{name}</h4>
                    <p className="text-fg-muted mt-2 text-sm">{side.description}</p>
                    <ul className="mt-3 grid gap-1.5 text-sm">
                      {side.pros.map((p) => (
                        <li key={p} className="flex gap-2">
                          <Icon icon={ThumbsUp} className="text-success mt-0.5 size-4 shrink-0" label="Pro" />
                          {p}
                        </li>
                      ))}
                      {side.cons.map((c) => (
                        <li key={c} className="flex gap-2">
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
      ) : null,
    Trends: () =>
      post.trends ? (
        <ol className="not-prose my-8 grid gap-4" data-testid="trends">
          {post.trends.map((t) => (
            <li key={t.id} className="card p-6">
              <div className="flex items-start gap-4">
                <span className="bg-violet-soft text-violet inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
                  <ContentIcon name={t.icon} className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">
                    <span className="text-accent tabular-nums">{String(t.id).padStart(2, '0')}</span>{' '}
                    {t.title}
                  </h3>
                  <p className="text-fg-muted text-sm">{t.subtitle}</p>
                </div>
              </div>
              <ul className="text-fg-muted mt-4 grid list-disc gap-1.5 pl-5">
                {t.points.map((p) => (
                  <li key={p}>{p}</li>
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
      ) : null,
  }
}
