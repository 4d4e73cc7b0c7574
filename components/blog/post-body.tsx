import type { Nodes, Parents, Root, Table } from 'mdast'
import { ArticleBlock } from '@/components/blog/article-blocks'
import { MediaPicture } from '@/components/ui/media-picture'
import { isExternal, parseArticleBody, safeHref, safeImageSrc } from '@/lib/article-body'
import { mediaHashOf, type MediaRef } from '@/lib/media'

// An article's body drawn with the site's own elements, on the server: every node type is named
// below and drawn as a fixed element with fixed attributes, so whatever the text holds (raw HTML,
// a `javascript:` link, a handler attribute) can only ever become text or a plain element.

type Definitions = Map<string, { url: string; title?: string | null }>
/** What every node may need: the body's link definitions, and the library's images it shows. */
type Context = { defs: Definitions; images: Record<string, MediaRef> }

/** How wide a body image is drawn: the text column (70ch, about 50rem), or the screen less its margins. */
const BODY_IMAGE_SIZES = '(min-width: 52rem) 50rem, calc(100vw - 2.5rem)'

/**
 * Draws a body (Markdown and the site's blocks); a block with wrong data throws, naming it and its
 * line. An image of the library whose size is in `images` (by hash) is drawn as a responsive picture.
 */
export function PostBody({
  body,
  source,
  images = {},
}: {
  body: string
  source: string
  images?: Record<string, MediaRef>
}) {
  const { tree, problems } = parseArticleBody(body)
  if (problems.length) {
    const { line, message } = problems[0]!
    throw new Error(`${source}: body, line ${line}: ${message}`)
  }
  return <>{children(tree, { defs: definitionsOf(tree), images }, 'b')}</>
}

function definitionsOf(tree: Root): Definitions {
  const found: Definitions = new Map()
  const visit = (node: Nodes) => {
    if (node.type === 'definition') found.set(node.identifier, { url: node.url, title: node.title })
    if ('children' in node) node.children.forEach(visit)
  }
  visit(tree)
  return found
}

function children(parent: Parents, ctx: Context, key: string): React.ReactNode[] {
  return parent.children.map((child, i) => node(child, ctx, `${key}-${i}`))
}

function link(href: string, title: string | null | undefined, content: React.ReactNode, key: string) {
  const safe = safeHref(href)
  if (!safe) return <span key={key}>{content}</span>
  return (
    <a key={key} href={safe} title={title ?? undefined} rel={isExternal(safe) ? 'noopener' : undefined}>
      {content}
    </a>
  )
}

function image(
  src: string,
  alt: string | null | undefined,
  title: string | null | undefined,
  ctx: Context,
  key: string,
) {
  const safe = safeImageSrc(src)
  const upload = safe ? ctx.images[mediaHashOf(safe) ?? ''] : undefined
  if (upload) return <MediaPicture key={key} image={upload} alt={alt ?? ''} sizes={BODY_IMAGE_SIZES} />
  // eslint-disable-next-line @next/next/no-img-element -- a body's image is an uploaded file with its own sizes
  return safe ? <img key={key} src={safe} alt={alt ?? ''} title={title ?? undefined} loading="lazy" /> : null
}

// Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it.
function table(t: Table, ctx: Context, key: string) {
  const [head, ...rows] = t.children
  const align = (i: number) => t.align?.[i] ?? undefined
  return (
    <div key={key} className="table-scroll" role="region" aria-label="Scrollable table" tabIndex={0}>
      <table>
        {head && (
          <thead>
            <tr>
              {head.children.map((cell, i) => (
                <th key={i} style={align(i) ? { textAlign: align(i)! } : undefined}>
                  {children(cell, ctx, `${key}-h${i}`)}
                </th>
              ))}
            </tr>
          </thead>
        )}
        {rows.length > 0 && (
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.children.map((cell, i) => (
                  <td key={i} style={align(i) ? { textAlign: align(i)! } : undefined}>
                    {children(cell, ctx, `${key}-${r}-${i}`)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  )
}

function node(n: Nodes, ctx: Context, key: string): React.ReactNode {
  switch (n.type) {
    case 'text':
      return n.value
    // Raw HTML is shown as what it is, text: "use the <title> tag" keeps its words, and a pasted
    // <script> is never an element.
    case 'html':
      return n.value
    case 'paragraph':
      return <p key={key}>{children(n, ctx, key)}</p>
    case 'heading': {
      const Tag = `h${n.depth}` as const
      return <Tag key={key}>{children(n, ctx, key)}</Tag>
    }
    case 'emphasis':
      return <em key={key}>{children(n, ctx, key)}</em>
    case 'strong':
      return <strong key={key}>{children(n, ctx, key)}</strong>
    case 'delete':
      return <del key={key}>{children(n, ctx, key)}</del>
    case 'inlineCode':
      return <code key={key}>{n.value}</code>
    case 'code':
      return (
        <pre key={key}>
          <code>{n.value}</code>
        </pre>
      )
    case 'blockquote':
      return <blockquote key={key}>{children(n, ctx, key)}</blockquote>
    case 'list': {
      const items = children(n, ctx, key)
      return n.ordered ? (
        <ol key={key} start={n.start != null && n.start !== 1 ? n.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      )
    }
    case 'listItem': {
      // A tight list's items hold their text directly, as the Markdown reads.
      const content = n.children.flatMap((c, i) =>
        c.type === 'paragraph' && !n.spread ? children(c, ctx, `${key}-${i}`) : [node(c, ctx, `${key}-${i}`)],
      )
      if (n.checked == null) return <li key={key}>{content}</li>
      return (
        <li key={key}>
          <input
            type="checkbox"
            checked={n.checked}
            readOnly
            disabled
            aria-label={n.checked ? 'Done' : 'To do'}
          />{' '}
          {content}
        </li>
      )
    }
    case 'link':
      return link(n.url, n.title, children(n, ctx, key), key)
    case 'linkReference': {
      const def = ctx.defs.get(n.identifier)
      return def ? link(def.url, def.title, children(n, ctx, key), key) : children(n, ctx, key)
    }
    case 'image':
      return image(n.url, n.alt, n.title, ctx, key)
    case 'imageReference': {
      const def = ctx.defs.get(n.identifier)
      return def ? image(def.url, n.alt, def.title, ctx, key) : null
    }
    case 'table':
      return table(n, ctx, key)
    case 'thematicBreak':
      return <hr key={key} />
    case 'break':
      return <br key={key} />
    case 'articleBlock':
      return <ArticleBlock key={key} id={`block-${key}`} block={n.block} />
    // Footnotes, definitions (read above), YAML and anything a later parser adds: not drawn.
    default:
      return null
  }
}
