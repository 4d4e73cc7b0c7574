import Link from 'next/link'
import { frameCopy } from '@/content/desk/frame'
import { LogoMark } from '@/components/layout/logo'
import { ThemeMenu } from '@/components/layout/theme-menu'
import { companyFactsOrSeed } from '@/server/content/collections'
import { LogoutButton } from './logout-button'

/** The desk's bar: the company's name as published, who is signed in, the theme, Logout. */
export async function DeskHeader({ email }: { email: string }) {
  const company = await companyFactsOrSeed()
  return (
    <header className="border-border bg-glass sticky top-0 z-30 border-b backdrop-blur-md">
      <div className="container-site flex items-center justify-between gap-3 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            href="/"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl"
            aria-label={`${company.name}: public site`}
          >
            <LogoMark className="size-9" />
          </Link>
          <div className="min-w-0">
            <p className="font-display text-fg-subtle truncate text-[0.6875rem] font-medium tracking-[0.16em] uppercase">
              {company.name}
            </p>
            <h1 className="text-lg leading-tight font-semibold sm:text-xl">{frameCopy.title}</h1>
            <p className="text-fg-muted truncate text-xs sm:text-sm">
              {frameCopy.signedInAs} <span className="text-fg font-medium">{email}</span>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          <ThemeMenu />
          <LogoutButton />
        </div>
      </div>
    </header>
  )
}
