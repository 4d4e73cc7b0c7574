import { ShieldCheck } from 'lucide'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from '@/components/ui/icon'
import { PanelHeader } from '@/components/ui/panel-header'

const html = (element: React.ReactElement) => renderToStaticMarkup(element)

/** The desk's pages were written out by hand before: the header draws the same markup they did. */
describe('PanelHeader', () => {
  it('draws a page title alone as a bare heading', () => {
    expect(html(<PanelHeader level={2} title="Confirm it is you" />)).toBe(
      '<h2 class="text-2xl font-bold">Confirm it is you</h2>',
    )
  })

  it('groups a page title with its description and more in a header', () => {
    expect(
      html(
        <PanelHeader level={2} title="Audit trail" description="Every sign-in." measure="prose">
          <p>more</p>
        </PanelHeader>,
      ),
    ).toBe(
      '<header class="grid gap-2"><h2 class="text-2xl font-bold">Audit trail</h2><p class="text-fg-muted max-w-prose text-sm">Every sign-in.</p><p>more</p></header>',
    )
  })

  it('puts a page action beside the title and description', () => {
    expect(html(<PanelHeader level={2} title="Analytics" description="Days." action={<nav />} />)).toBe(
      '<header class="flex flex-wrap items-end justify-between gap-4"><div class="grid gap-2"><h2 class="text-2xl font-bold">Analytics</h2><p class="text-fg-muted text-sm">Days.</p></div><nav></nav></header>',
    )
  })

  it('names a section, its description following as the next paragraph', () => {
    expect(html(<PanelHeader id="password" title="Password" description="Changing it." />)).toBe(
      '<h3 id="password" class="text-lg font-semibold">Password</h3><p class="text-fg-muted text-sm">Changing it.</p>',
    )
    expect(html(<PanelHeader id="two-step" icon={ShieldCheck} title="Two-step sign-in" />)).toBe(
      `<h3 id="two-step" class="flex items-center gap-2 text-lg font-semibold">${html(<Icon icon={ShieldCheck} className="text-accent size-5" />)}Two-step sign-in</h3>`,
    )
    expect(html(<PanelHeader id="acks" title="Acknowledgements" action={<form />} />)).toBe(
      '<div class="flex flex-wrap items-center justify-between gap-3"><h3 id="acks" class="text-lg font-semibold">Acknowledgements</h3><form></form></div>',
    )
  })
})
