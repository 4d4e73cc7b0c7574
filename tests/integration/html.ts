import { parse, type DefaultTreeAdapterTypes } from 'parse5'

/**
 * Reading server HTML as a browser's parser builds it (parse5), without running its scripts: what
 * search engines, feed readers and a visitor without scripts get. A few queries over the tree, so
 * tests never match HTML with regular expressions.
 */
export type Element = DefaultTreeAdapterTypes.Element
type Node = DefaultTreeAdapterTypes.Node
/** A document or an element: where a query starts. */
export type ParentNode = DefaultTreeAdapterTypes.ParentNode

export const parseHtml = (html: string) => parse(html)

const HTML_NS = 'http://www.w3.org/1999/xhtml'
const isElement = (node: Node): node is Element => 'tagName' in node
const isParent = (node: Node): node is ParentNode => 'childNodes' in node

/** An attribute's value, undefined when the element has none. */
export function attr(el: Element, name: string) {
  return el.attrs.find((a) => a.name === name)?.value
}

/**
 * The elements under `root` in document order, like querySelectorAll: `tag` (an HTML element's
 * name, or '*' for any element, SVG too) and attributes (`true`: present with any value).
 * Template contents are not part of the document, as in a browser.
 */
export function find(root: ParentNode, tag: string, attrs: Record<string, string | true> = {}): Element[] {
  const found: Element[] = []
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue
      const matches =
        (tag === '*' || (child.tagName === tag && child.namespaceURI === HTML_NS)) &&
        Object.entries(attrs).every(([name, value]) =>
          value === true ? attr(child, name) !== undefined : attr(child, name) === value,
        )
      if (matches) found.push(child)
      walk(child)
    }
  }
  walk(root)
  return found
}

/** The element children of `el` (`:scope > tag`). */
export function children(el: Element, tag = '*') {
  return el.childNodes.filter(
    (c): c is Element => isElement(c) && (tag === '*' || (c.tagName === tag && c.namespaceURI === HTML_NS)),
  )
}

/** The one element `find` returns; fails when there is none or more than one (like a strict locator). */
export function only(root: ParentNode, tag: string, attrs: Record<string, string | true> = {}): Element {
  const found = find(root, tag, attrs)
  if (found.length !== 1) throw new Error(`${found.length} <${tag}> matching ${JSON.stringify(attrs)}`)
  return found[0]!
}

/** The element's ancestors, nearest first. */
export function ancestors(el: Element): Element[] {
  const up: Element[] = []
  for (let node = el.parentNode; node && isElement(node); node = node.parentNode) up.push(node)
  return up
}

/** textContent: the text of every text node under `node` (scripts' and styles' too, as in the DOM). */
export function textContent(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value
  return isParent(node) ? node.childNodes.map(textContent).join('') : ''
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The text a reader sees, whitespace collapsed: no scripts, styles or templates. */
export function text(node: Node): string {
  const walk = (n: Node): string => {
    if (n.nodeName === '#text') return (n as DefaultTreeAdapterTypes.TextNode).value
    if (isElement(n) && ['script', 'style', 'template', 'noscript'].includes(n.tagName)) return ''
    return isParent(n) ? n.childNodes.map(walk).join('') : ''
  }
  return squash(walk(node))
}

/**
 * An element's accessible name, for links, buttons and headings: aria-labelledby, aria-label, or
 * its content (images by their alt text, aria-hidden parts left out).
 */
export function accessibleName(el: Element, document: ParentNode): string {
  const labelledBy = attr(el, 'aria-labelledby')
  if (labelledBy) {
    const ids = labelledBy.split(/\s+/).filter(Boolean)
    return squash(ids.map((id) => find(document, '*', { id }).map(text).join(' ')).join(' '))
  }
  const label = attr(el, 'aria-label')
  if (label?.trim()) return squash(label)
  const walk = (n: Node): string => {
    if (n.nodeName === '#text') return (n as DefaultTreeAdapterTypes.TextNode).value
    if (!isElement(n)) return ''
    if (attr(n, 'aria-hidden') === 'true' || ['script', 'style', 'template'].includes(n.tagName)) return ''
    if (n.tagName === 'img') return attr(n, 'alt') ?? ''
    if (n !== el && attr(n, 'aria-label')) return ` ${attr(n, 'aria-label')} `
    return n.childNodes.map(walk).join('')
  }
  return squash(walk(el))
}

/** The headings (h1–h6) under `root`. */
export const headings = (root: ParentNode) =>
  ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].flatMap((tag) => find(root, tag))

/**
 * Whether the HTML itself keeps the element from view: it or an ancestor carries `hidden` (where a
 * streamed page parks content its scripts have yet to move) or aria-hidden. Styles are a
 * browser's to judge.
 */
export function hiddenByHtml(el: Element) {
  return [el, ...ancestors(el)].some(
    (e) => attr(e, 'hidden') !== undefined || attr(e, 'aria-hidden') === 'true',
  )
}
