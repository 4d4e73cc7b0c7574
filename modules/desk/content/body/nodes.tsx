import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { ListItemNode, ListNode } from '@lexical/list'
import { LinkNode } from '@lexical/link'
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table'
import { HorizontalRuleNode } from '@lexical/extension'
import {
  $applyNodeReplacement,
  DecoratorNode,
  type EditorConfig,
  type Klass,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical'
import { FenceView, ImageView } from './node-views'

// The two things of an article body that are not text: a fenced block (one of the site's blocks,
// its data as YAML, or code in any other language) and an image with its description. Both are
// kept as their Markdown parts, so what is stored is exactly what was typed.

type SerializedFenceNode = Spread<{ lang: string; value: string }, SerializedLexicalNode>

/** A fenced block: `lang` names a site block (`checklist`, …) or a language; `value` is its text. */
export class FenceNode extends DecoratorNode<React.ReactElement> {
  __lang: string
  __value: string

  static getType() {
    return 'fence'
  }
  static clone(node: FenceNode) {
    return new FenceNode(node.__lang, node.__value, node.__key)
  }
  static importJSON(json: SerializedFenceNode) {
    return $createFenceNode(json.lang, json.value)
  }
  constructor(lang = '', value = '', key?: NodeKey) {
    super(key)
    this.__lang = lang
    this.__value = value
  }
  exportJSON(): SerializedFenceNode {
    return { ...super.exportJSON(), lang: this.__lang, value: this.__value }
  }
  getLang() {
    return this.getLatest().__lang
  }
  getValue() {
    return this.getLatest().__value
  }
  setValue(value: string) {
    this.getWritable().__value = value
  }
  getTextContent() {
    return `${this.getValue()}\n`
  }
  createDOM(config: EditorConfig) {
    const div = document.createElement('div')
    if (config.theme.fence) div.className = config.theme.fence as string
    return div
  }
  updateDOM() {
    return false
  }
  isInline() {
    return false
  }
  decorate() {
    return <FenceView nodeKey={this.__key} lang={this.__lang} value={this.__value} />
  }
}

export const $createFenceNode = (lang: string, value: string) =>
  $applyNodeReplacement(new FenceNode(lang, value))
export const $isFenceNode = (node: LexicalNode | null | undefined): node is FenceNode =>
  node instanceof FenceNode

type SerializedImageNode = Spread<{ src: string; alt: string; title: string | null }, SerializedLexicalNode>

/** An image in the text (`![alt](src "title")`); one without a description is flagged where it sits. */
export class ImageNode extends DecoratorNode<React.ReactElement> {
  __src: string
  __alt: string
  __title: string | null

  static getType() {
    return 'image'
  }
  static clone(node: ImageNode) {
    return new ImageNode(node.__src, node.__alt, node.__title, node.__key)
  }
  static importJSON(json: SerializedImageNode) {
    return $createImageNode(json.src, json.alt, json.title)
  }
  constructor(src = '', alt = '', title: string | null = null, key?: NodeKey) {
    super(key)
    this.__src = src
    this.__alt = alt
    this.__title = title
  }
  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt, title: this.__title }
  }
  getSrc() {
    return this.getLatest().__src
  }
  getAlt() {
    return this.getLatest().__alt
  }
  getTitle() {
    return this.getLatest().__title
  }
  setAlt(alt: string) {
    this.getWritable().__alt = alt
  }
  getTextContent() {
    return this.getAlt()
  }
  createDOM() {
    return document.createElement('span')
  }
  updateDOM() {
    return false
  }
  isInline() {
    return true
  }
  decorate() {
    return <ImageView nodeKey={this.__key} src={this.__src} alt={this.__alt} />
  }
}

export const $createImageNode = (src: string, alt: string, title: string | null = null) =>
  $applyNodeReplacement(new ImageNode(src, alt, title))
export const $isImageNode = (node: LexicalNode | null | undefined): node is ImageNode =>
  node instanceof ImageNode

/** Every kind of node a body may hold: the editor and the conversions register the same list. */
export const BODY_NODES: Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  HorizontalRuleNode,
  FenceNode,
  ImageNode,
]
