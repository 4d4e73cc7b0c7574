import { company } from '@/content/company'
import type { Figures, Post } from '@/content/schema'
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

/** A page's picture's alt text: what it shows, in words. */
export function shareAlt(card: ShareCard) {
  return `${card.label}: ${card.headline}, on a ${company.name} card`
}

/** Every article's picture's alt text (app/(site)/blog/[slug]/opengraph-image.tsx says why one). */
export const ARTICLE_SHARE_ALT = `The article's title, category, author and date, on a ${company.name} card`

const place = `${company.address.city}, India`
const footer = [place, company.emails[0]]

/**
 * The top-level pages' pictures, each from its hero's copy: the home page's is /og.png (every page
 * without its own names it too); the others are drawn by the opengraph-image.tsx beside their page,
 * whose metadata says `ownImage: true` (routes-seo.spec.ts checks each page names its own).
 */
/** The home page's picture: its card with the hero's figures as they are published now. */
export const homeCard = (figures: Figures): ShareCard => ({
  ...pageCards.home,
  footer: figures.homeHero.map((s) => `${s.value} ${s.label.toLowerCase()}`),
})

export const pageCards = {
  home: {
    label: place,
    headline: heroCopy.title,
    line: heroCopy.lead,
    /** drawn by homeCard, with the figures as published */
    footer: [] as string[],
  },
  about: { label: 'About', headline: aboutCopy.title, line: aboutCopy.lead, footer },
  services: {
    label: servicesHero.eyebrow,
    headline: servicesHero.title,
    line: servicesHero.lead,
    footer,
  },
  products: {
    label: productsHero.eyebrow,
    headline: productsHero.title,
    line: productsHero.lead,
    footer,
  },
  projects: {
    label: projectsCopy.eyebrow,
    headline: projectsCopy.title,
    line: projectsCopy.lead,
    footer,
  },
  blog: { label: blogCopy.eyebrow, headline: blogCopy.title, line: blogCopy.lead, footer },
  careers: {
    label: hiringBanner.eyebrow,
    headline: hiringBanner.title,
    line: hiringBanner.text,
    footer: [place, 'Remote roles'],
  },
} satisfies Record<string, ShareCard>
