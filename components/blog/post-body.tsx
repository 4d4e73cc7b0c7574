import type { Nodes, Parents, Root, Table } from 'mdast'
import { ArticleBlock } from '@/components/blog/article-blocks'
import { isExternal, parseArticleBody, safeHref, safeImageSrc } from '@/lib/article-body'

// An article's body drawn with the site's own elements, on the server: every node type is named
// below and drawn as a fixed element with fixed attributes, so whatever the text holds (raw HTML,
// a `javascript:` link, a handler attribute) can only ever become text or a plain element.

type Definitions = Map<string, { url: string; title?: string | null }>

/** Draws a body (Markdown and the site's blocks); a block with wrong data throws, naming it and its line. */
export function PostBody({ body, source }: { body: string; source: string }) {
  const { tree, problems } = parseArticleBody(body)
  if (problems.length) {
    const { line, message } = problems[0]!
    throw new Error(`${source}: body, line ${line}: ${message}`)
  }
  return <>{children(tree, definitionsOf(tree), 'b')}</>
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

function children(parent: Parents, defs: Definitions, key: string): React.ReactNode[] {
  return parent.children.map((child, i) => node(child, defs, `${key}-${i}`))
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

function image(src: string, alt: string | null | undefined, title: string | null | undefined, key: string) {
  const safe = safeImageSrc(src)
  // eslint-disable-next-line @next/next/no-img-element -- a body's image is an uploaded file with its own sizes
  return safe ? <img key={key} src={safe} alt={alt ?? ''} title={title ?? undefined} loading="lazy" /> : null
}

// Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it.
function table(t: Table, defs: Definitions, key: string) {
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
                  {children(cell, defs, `${key}-h${i}`)}
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
                    {children(cell, defs, `${key}-${r}-${i}`)}
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

function node(n: Nodes, defs: Definitions, key: string): React.ReactNode {
  switch (n.type) {
    case 'text':
      return n.value
    // Raw HTML is shown as what it is, text: "use the <title> tag" keeps its words, and a pasted
    // <script> is never an element.
    case 'html':
      return n.value
    case 'paragraph':
      return <p key={key}>{children(n, defs, key)}</p>
    case 'heading': {
      const Tag = `h${n.depth}` as const
      return <Tag key={key}>{children(n, defs, key)}</Tag>
    }
    case 'emphasis':
      return <em key={key}>{children(n, defs, key)}</em>
    case 'strong':
      return <strong key={key}>{children(n, defs, key)}</strong>
    case 'delete':
      return <del key={key}>{children(n, defs, key)}</del>
    case 'inlineCode':
      return <code key={key}>{n.value}</code>
    case 'code':
      return (
        <pre key={key}>
          <code>{n.value}</code>
        </pre>
      )
    case 'blockquote':
      return <blockquote key={key}>{children(n, defs, key)}</blockquote>
    case 'list': {
      const items = children(n, defs, key)
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
        c.type === 'paragraph' && !n.spread
          ? children(c, defs, `${key}-${i}`)
          : [node(c, defs, `${key}-${i}`)],
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
      return link(n.url, n.title, children(n, defs, key), key)
    case 'linkReference': {
      const def = defs.get(n.identifier)
      return def ? link(def.url, def.title, children(n, defs, key), key) : children(n, defs, key)
    }
    case 'image':
      return image(n.url, n.alt, n.title, key)
    case 'imageReference': {
      const def = defs.get(n.identifier)
      return def ? image(def.url, n.alt, def.title, key) : null
    }
    case 'table':
      return table(n, defs, key)
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
