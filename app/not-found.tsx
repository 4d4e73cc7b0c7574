import { ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { SiteChrome } from '@/components/layout/site-chrome'
import { mainNav } from '@/lib/nav'

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
}

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="section" aria-labelledby="nf-title">
        <div className="container-site max-w-2xl text-center">
          <p className="stat-value text-gradient text-[7rem] leading-none md:text-[9rem]">404</p>
          <h1 id="nf-title" className="h-section mt-4">
            This page took a wrong turn
          </h1>
          <p className="mt-4 text-lg text-fg-muted">
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
            Back to the home page <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </section>
    </SiteChrome>
  )
}
