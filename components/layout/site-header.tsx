import { Menu } from 'lucide'
import Link from 'next/link'
import { BookingButton } from '@/components/ui/booking-button'
import { Icon } from '@/components/ui/icon'
import { LogoMark } from '@/components/layout/logo'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { NavLinks } from '@/components/layout/nav-links'
import { ThemeMenu } from '@/components/layout/theme-menu'
import type { Company } from '@/content/schema'

/** The site's bar: the mark with the company's name and slogan as published, the navigation, booking and theme. */
export function SiteHeader({ company }: { company: Pick<Company, 'name' | 'slogan'> }) {
  return (
    <header
      id="site-header"
      className="data-[scrolled]:border-border data-[scrolled]:bg-glass fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[transform,background-color,border-color] duration-300 data-[hidden]:-translate-y-full data-[scrolled]:backdrop-blur-md"
    >
      <div className="container-site flex h-16 items-center justify-between gap-4 md:h-18">
        <Link href="/" className="flex min-h-11 items-center gap-3">
          <LogoMark className="size-9 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span className="font-display sr-only text-[1.0625rem] font-semibold tracking-tight sm:not-sr-only">
              {company.name}
            </span>
            <span className="font-display text-fg-subtle text-[0.6875rem] font-medium tracking-[0.16em] uppercase">
              {company.slogan}
            </span>
          </span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks />
        </nav>
        <div className="flex items-center gap-1.5">
          <ThemeMenu />
          <BookingButton className="hidden sm:inline-flex">Get Started</BookingButton>
          <MobileMenu openIcon={<Icon icon={Menu} className="size-6" />}>
            <BookingButton className="w-full">Get Started</BookingButton>
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}
