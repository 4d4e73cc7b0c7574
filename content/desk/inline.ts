/**
 * A sentence of the desk's copy with inline parts: plain text, a name to type (`code`: an
 * environment variable, a header, a command; `wrap` where it may break anywhere or never), or a
 * link (`href` where the address is a fact; else the page gives it). modules/desk/inline-text.tsx
 * draws it.
 */
export type InlinePart =
  string | { code: string; wrap?: 'anywhere' | 'never' } | { link: string; href?: string }
export type Inline = readonly InlinePart[]
