import { ArrowRight } from 'lucide'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { engagementCopy } from '@/content/pages/article'

type Network = (typeof engagementCopy.networks)[number]['key']

/**
 * Like and share: the page passes in the like button and the 'more' share menu (client leaves
 * from modules) and the share addresses; the four main networks are plain links.
 */
export function ArticleEngagement({
  like,
  shareLinks,
  moreShares,
}: {
  like: React.ReactNode
  shareLinks: Record<Network, string>
  moreShares: React.ReactNode
}) {
  return (
    <section className="card mt-8 p-6 md:p-8" aria-labelledby="engage-title" data-testid="engagement">
      <h2 id="engage-title" className="text-xl font-semibold">
        {engagementCopy.title}
      </h2>
      <div className="mt-5 flex flex-wrap items-center gap-2">
        {like}
        <span className="bg-border mx-2 h-8 w-px" aria-hidden />
        {engagementCopy.networks.map((n) => (
          <a
            key={n.key}
            href={shareLinks[n.key]}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-secondary min-w-11 px-3 text-sm"
            aria-label={n.label}
          >
            {n.name}
          </a>
        ))}
        {moreShares}
      </div>
      <p className="text-fg-muted mt-6 text-sm">
        {engagementCopy.servicesPrompt}{' '}
        <Link
          href="/services"
          className="text-accent inline-flex min-h-11 items-center gap-1 font-semibold md:min-h-0"
        >
          {engagementCopy.servicesLink} <Icon icon={ArrowRight} className="size-4" />
        </Link>
      </p>
    </section>
  )
}
