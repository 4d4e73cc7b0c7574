import { ArrowRight } from 'lucide'
import type { Metadata } from 'next'
import Link from 'next/link'
import { Icon } from '@/components/ui/icon'
import { LogoMark } from '@/components/layout/logo'
import { legalNav, mainNav } from '@/lib/nav'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
}

/**
 * The branded 404. Next.js ships the root not-found tree with every route's payload, so it is
 * kept lean: a logo header and a one-line footer instead of the full site chrome. It names no
 * company fact: Next answers every 404 with the page made at build, which a change of the facts in
 * the desk does not make again, so the mark alone stands for the company.
 */
export default function NotFound() {
  return (
    <>
      <header id="site-header" className="container-site flex h-16 items-center md:h-18">
        <Link href="/" className="font-display flex min-h-11 items-center gap-3 font-semibold">
          <LogoMark className="size-9" />
          Home
        </Link>
      </header>
      <main id="main">
        <section className="section" aria-labelledby="nf-title">
          <div className="container-site max-w-2xl text-center">
            <p className="stat-value text-gradient text-[7rem] leading-none md:text-[9rem]">404</p>
            <h1 id="nf-title" className="h-section mt-4">
              This page took a wrong turn
            </h1>
            <p className="text-fg-muted mt-4 text-lg">
              The address may be mistyped, or the page has moved. These are good places to pick up from:
            </p>
            <ul className="mt-8 flex flex-wrap justify-center gap-2">
              {mainNav.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="btn btn-secondary">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link href="/" className="btn btn-primary mt-8">
              Back to the home page <Icon icon={ArrowRight} className="size-4" />
            </Link>
          </div>
        </section>
      </main>
      <footer className="border-border border-t">
        <p className="container-site text-fg-subtle py-6 text-sm">
          {legalNav.map((item, i) => (
            <span key={item.href}>
              {i > 0 ? ' · ' : ''}
              <Link href={item.href} className="hover:text-accent hover:underline">
                {item.label}
              </Link>
            </span>
          ))}
        </p>
      </footer>
    </>
  )
}
