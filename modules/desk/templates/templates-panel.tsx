import { Trash } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { PanelHeader } from '@/components/ui/panel-header'
import { templatesCopy } from '@/content/desk/templates'
import type { TemplatePurpose } from '@/lib/vocabulary'
import type { ReplyTemplate } from '@/server/db/schema'
import { ActionForm } from '../action-form'
import { removeTemplateAction, setAcknowledgementsAction } from './actions'
import { PLACEHOLDERS } from '@/lib/placeholders'
import { TemplateForm } from './template-form'

const PURPOSE_HELP = templatesCopy.purpose satisfies Record<TemplatePurpose, string>

/** The desk's e-mail templates, editable, and the acknowledgement switch. */
export function TemplatesPanel({
  templates,
  acknowledgements,
}: {
  templates: ReplyTemplate[]
  acknowledgements: boolean
}) {
  const acks = templates.filter((t) => t.purpose !== 'reply')
  const replies = templates.filter((t) => t.purpose === 'reply')
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader level={2} title={templatesCopy.title} description={templatesCopy.placeholders}>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {Object.entries(PLACEHOLDERS).map(([name, means]) => (
            <div key={name} className="contents">
              <dt>
                <code className="bg-surface rounded px-1.5 py-0.5 font-mono text-xs">{`{{${name}}}`}</code>
              </dt>
              <dd className="text-fg-muted">{means}</dd>
            </div>
          ))}
        </dl>
      </PanelHeader>

      <section aria-labelledby="acks" className="grid gap-4">
        <PanelHeader
          id="acks"
          title={templatesCopy.acksTitle}
          action={
            <ActionForm action={setAcknowledgementsAction} className="flex items-center gap-3">
              <input type="hidden" name="enabled" value={acknowledgements ? 'off' : 'on'} />
              <span className="text-sm" data-testid="ack-state">
                {templatesCopy.acksState(acknowledgements)}
              </span>
              <button type="submit" className="btn btn-secondary">
                {acknowledgements ? 'Switch off' : 'Switch on'}
              </button>
            </ActionForm>
          }
        />
        {acks.map((t) => (
          <article key={t.id} aria-label={t.name} className="border-border grid gap-3 rounded-xl border p-4">
            <h4 className="font-semibold">{t.name}</h4>
            <p className="text-fg-muted text-sm">{PURPOSE_HELP[t.purpose]}</p>
            <TemplateForm template={t} fixedName />
          </article>
        ))}
      </section>

      <section aria-labelledby="replies" className="grid gap-4">
        <PanelHeader id="replies" title={templatesCopy.repliesTitle} />
        {replies.map((t) => (
          <article key={t.id} aria-label={t.name} className="border-border grid gap-3 rounded-xl border p-4">
            <div className="flex items-center justify-between gap-3">
              <h4 className="font-semibold">{t.name}</h4>
              <ActionForm action={removeTemplateAction} confirm={templatesCopy.confirmDelete(t.name)}>
                <input type="hidden" name="id" value={t.id} />
                <button
                  type="submit"
                  className="btn btn-ghost text-fg-muted"
                  aria-label={`Delete the template ${t.name}`}
                >
                  <Icon icon={Trash} className="size-4" />
                </button>
              </ActionForm>
            </div>
            <TemplateForm template={t} />
          </article>
        ))}
        <article
          aria-label={templatesCopy.newTitle}
          className="border-border grid gap-3 rounded-xl border border-dashed p-4"
        >
          <h4 className="font-semibold">{templatesCopy.newTitle}</h4>
          <TemplateForm template={{ name: '', subject: '', body: '' }} />
        </article>
      </section>
    </div>
  )
}
