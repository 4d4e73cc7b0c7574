import { company } from '@/content/company'

/**
 * How a public page's <title> is made from its own title (app/layout.tsx gives Next this template):
 * here on its own, without the settings lib/seo.ts reads, so the editor's SEO panel can count the
 * title a search engine will show, in the browser.
 */
export const TITLE_TEMPLATE = `%s | ${company.name}`

/** A page's <title>, as the site's pages have it. */
export const pageTitle = (title: string) => TITLE_TEMPLATE.replace('%s', title)
