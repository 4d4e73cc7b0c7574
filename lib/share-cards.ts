import type { Company, Figures, Post } from '@/content/schema'
import { aboutCopy } from '@/content/pages/about'
import { blogCopy } from '@/content/pages/blog'
import { hiringBanner } from '@/content/pages/careers'
import { heroCopy } from '@/content/pages/home'
import { productsHero } from '@/content/pages/products'
import { projectsCopy } from '@/content/pages/projects'
import { servicesHero } from '@/content/pages/services'
import { bylineOf, formatDate } from '@/lib/category-colors'
import { palette } from '@/lib/palette'

export const SHARE_SIZE = { width: 1200, height: 630 }

/** What a share picture says (components/share/share-card.tsx draws it). */
export type ShareCard = {
  /** the small coloured label above the headline: an article's category, a page's name */
  label: string
  /** the label's colour (palette.category), the accent when not given */
  labelColor?: string
  headline: string
  line: string
  /** the footer row's items, e.g. author, date and read time */
  footer: readonly string[]
}

/** What an article's share picture says: its category in its colour, title, subtitle, byline and date. */
export function articleCard(post: Post): ShareCard {
  return {
    label: post.category,
    labelColor: palette.category[post.categoryColor],
    headline: post.title,
    line: post.summary,
    footer: [bylineOf(post.author).name, formatDate(post.date), `${post.readTime} min read`],
  }
}

/**
 * A page's picture's alt text: what it shows, in words. It names no company fact: Next reads a
 * share picture's alt text when its module loads (`export const alt`), before any content is read.
 */
export function shareAlt(card: Pick<ShareCard, 'label' | 'headline'>) {
  return `${card.label}: ${card.headline}, on the site's share card`
}

/** Every article's picture's alt text (app/(site)/blog/[slug]/opengraph-image.tsx says why one). */
export const ARTICLE_SHARE_ALT = "The article's title, category, author and date, on the site's share card"

/** Where the company is, as the pictures' labels and footers say it: "New Delhi, India". */
const placeOf = (company: Company) => `${company.address.city}, ${company.address.country}`

/** The words of the top-level pages' own pictures, each from its hero's copy. */
export const cardCopy = {
  // Its heading names the company, and an alt text cannot (shareAlt): the card says who we are.
  about: { label: 'About', headline: aboutCopy.cardTitle, line: aboutCopy.lead },
  services: { label: servicesHero.eyebrow, headline: servicesHero.title, line: servicesHero.lead },
  products: { label: productsHero.eyebrow, headline: productsHero.title, line: productsHero.lead },
  projects: { label: projectsCopy.eyebrow, headline: projectsCopy.title, line: projectsCopy.lead },
  blog: { label: blogCopy.eyebrow, headline: blogCopy.title, line: blogCopy.lead },
  careers: { label: hiringBanner.eyebrow, headline: hiringBanner.title, line: hiringBanner.text },
}
export type CardPage = keyof typeof cardCopy

/**
 * A top-level page's picture, drawn by the opengraph-image.tsx beside the page (whose metadata
 * says `ownImage: true`; routes-seo.spec.ts checks each page names its own), with the company's
 * place and address as published under it.
 */
export function pageCard(page: CardPage, company: Company): ShareCard {
  const place = placeOf(company)
  return {
    ...cardCopy[page],
    footer: page === 'careers' ? [place, 'Remote roles'] : [place, company.emails[0]],
  }
}

/**
 * The home page's picture, /og.png (every page without its own names it too): the place, the
 * hero's copy and its figures, as they are published now.
 */
export const homeCard = (company: Company, figures: Figures): ShareCard => ({
  label: placeOf(company),
  headline: heroCopy.title,
  line: heroCopy.lead,
  footer: figures.homeHero.map((s) => `${s.value} ${s.label.toLowerCase()}`),
})

/** /og.png's alt text: what homeCard draws, in words. */
export const homeAlt = (company: Company) => shareAlt({ label: placeOf(company), headline: heroCopy.title })
