/** The article editor's SEO panel (modules/desk/content/seo-panel.tsx): its words. */
export const seoCopy = {
  title: 'Search and sharing',
  description: 'How search engines and shared links will show this article, checked as you type.',
  verdict: { pass: 'Good', warn: 'Check' },
  snippetTitle: 'In search results',
  checksTitle: 'Checks',
  pictureTitle: 'Share picture',
  pictureAlt: (title: string) => `The share picture of “${title}”, as it will look`,
  pictureNone: 'Type a title to see the share picture.',
  pictureNote: 'As links to the article show it; drawn from the title, summary, category and author.',
  check: {
    titleEmpty: 'No title yet: the page would be named after the site alone.',
    titleShort: (n: number, min: number) =>
      `Title is ${n} characters with the site’s name: under ${min}, it says little about the article.`,
    titleLong: (n: number, max: number) =>
      `Title is ${n} characters with the site’s name: search results show about ${max}, the rest is cut.`,
    titleGood: (n: number) => `Title is ${n} characters with the site’s name: shown whole.`,
    descriptionEmpty: 'No summary: search engines would pick any text of the page to show.',
    descriptionShort: (n: number, min: number) =>
      `Description (the summary) is ${n} characters: under ${min}, search engines may pick their own.`,
    descriptionLong: (n: number, max: number) =>
      `Description (the summary) is ${n} characters: search results show about ${max}, the rest is cut.`,
    descriptionGood: (n: number) => `Description (the summary) is ${n} characters: shown whole.`,
    h1Good: 'One main heading: the title.',
    h1Extra: (n: number) =>
      `${n === 1 ? 'A heading' : `${n} headings`} in the body start with “# ”: the title is the page’s only main heading, so use “## ”.`,
    h1Headings: (texts: string) => `Found: ${texts}.`,
    orderGood: 'Headings go down one level at a time.',
    orderSkips: (n: number) =>
      `${n === 1 ? 'A heading skips' : `${n} headings skip`} a level (readers of screen readers move by them): `,
    orderSkip: (text: string, from: number, to: number) => `“${text}” is h${to} after h${from}`,
    imagesNone: 'No images in the body.',
    imagesGood: (n: number) => `${n === 1 ? 'The image has' : `All ${n} images have`} alt text.`,
    imagesMissing: (n: number, total: number) =>
      `${n} of ${total} ${total === 1 ? 'image has' : 'images have'} no alt text (the words in ![…]): `,
    coverMissing: 'The cover image has no description (Cover image description).',
  },
}
