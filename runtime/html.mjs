// @ts-check
// Reading the build's HTML with a real HTML parser (parse5, the WHATWG algorithm browsers use),
// never regular expressions: a script's end, an attribute without quotes or a comment that
// mentions a tag are then read the way a browser reads them. Edits are made by the parser's
// source offsets, so every byte not edited stays exactly as Next wrote it.
import { parse } from 'parse5'

/**
 * An element as written in the page: its lowercased attributes, its text (for a script), and
 * where it starts and ends in the source.
 * @typedef {object} SourceElement
 * @property {string} name
 * @property {Record<string, string>} attrs
 * @property {string} text
 * @property {number} start
 * @property {number} end
 */

/**
 * @typedef {object} ParsedNode
 * @property {string} nodeName
 * @property {string} [tagName]
 * @property {string} [value]
 * @property {Array<{ name: string, value: string }>} [attrs]
 * @property {ParsedNode[]} [childNodes]
 * @property {ParsedNode} [content]
 * @property {{ startOffset: number, endOffset: number, endTag?: { startOffset: number } }} [sourceCodeLocation]
 */

/**
 * Every element of `html` with one of `names`, in document order, and where `</head>` is.
 * @param {string} html
 * @param {string[]} names
 * @returns {{ elements: SourceElement[], headEnd: number | null }}
 */
export function readElements(html, names) {
  const document = /** @type {ParsedNode} */ (
    /** @type {unknown} */ (parse(html, { sourceCodeLocationInfo: true }))
  )
  /** @type {SourceElement[]} */
  const elements = []
  /** @type {number | null} */
  let headEnd = null
  /** @param {ParsedNode} node */
  const visit = (node) => {
    const location = node.sourceCodeLocation
    if (node.tagName === 'head') headEnd = location?.endTag?.startOffset ?? null
    // An element the parser made up (an implied <head>) has no place in the source to edit.
    if (node.tagName && names.includes(node.tagName) && location)
      elements.push({
        name: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
        text: (node.childNodes ?? []).map((child) => child.value ?? '').join(''),
        start: location.startOffset,
        end: location.endOffset,
      })
    for (const child of node.childNodes ?? []) visit(child)
    if (node.content) visit(node.content)
  }
  visit(document)
  return { elements, headEnd }
}

/**
 * `html` with each range [start, end) replaced by its text.
 * @param {string} html
 * @param {Array<{ start: number, end: number, text: string }>} edits  not overlapping
 */
export function applyEdits(html, edits) {
  let out = html
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, start) + text + out.slice(end)
  return out
}
