/**
 * How a public page's <title> is made from its own title and the company's name as published
 * (app/layout.tsx gives Next this template): here on its own, without the settings lib/seo.ts reads,
 * so the editor's SEO panel can count the title a search engine will show, in the browser.
 */
export const titleTemplate = (siteName: string) => `%s | ${siteName}`

/** A page's <title>, as the site's pages have it. */
export const pageTitle = (title: string, siteName: string) => titleTemplate(siteName).replace('%s', title)
