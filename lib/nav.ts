import { PRIVACY_REQUEST_PATH } from '@/lib/constants'
export const mainNav = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/products', label: 'Products' },
  { href: '/services', label: 'Services' },
  { href: '/blog', label: 'Blog' },
  { href: '/careers', label: 'Careers' },
] as const

export const legalNav = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
] as const

/** Where people ask about their personal data: in the footer's line beside the legal pages. */
export const dataRequestLink = { href: PRIVACY_REQUEST_PATH, label: 'Your Data Requests' } as const

/** Home is active only on an exact match; every other link on its path prefix. */
export function isActive(pathname: string, href: string) {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** Every public page that is not an article, for the sitemap and the tests. */
export const PUBLIC_PATHS = [...mainNav.map((n) => n.href), '/projects', ...legalNav.map((n) => n.href)]
