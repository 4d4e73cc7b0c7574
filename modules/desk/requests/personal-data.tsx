import { recordCopy } from '@/content/desk/record'
import { DESK_PATH, HOLD_MAX_CHARS } from '@/lib/constants'
import type { RecordType } from '@/lib/vocabulary'
import { ActionForm } from '../action-form'
import { fieldClass } from '../field'
import { SudoLink } from '../sudo/sudo-link'
import { linkClass } from '../ui'
import { erasePersonAction, setHoldAction } from './actions'

const copy = recordCopy.personalData

/**
 * A record's "Personal data" section: hold it back from erasure and retention (an open dispute),
 * and, for a request that came another way than the request page, a copy of everything held for
 * this person or its erasure (both need sudo mode).
 */
export function PersonalData({
  tab,
  id,
  email,
  hold,
  listHref,
}: {
  tab: RecordType
  id: string
  email: string
  hold: string | null
  listHref: string
}) {
  return (
    <section aria-labelledby="personal-data" className="border-border grid gap-3 rounded-xl border p-4">
      <h3 id="personal-data" className="text-fg-muted text-sm font-semibold tracking-wide uppercase">
        {copy.title}
      </h3>
      {hold ? (
        <ActionForm action={setHoldAction} className="flex flex-wrap items-center gap-3 text-sm">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="reason" value="" />
          <p data-testid="legal-hold">
            <span className="text-warning font-semibold">{copy.held}</span>
            {copy.heldFor(hold)}
          </p>
          <button type="submit" className="btn btn-ghost">
            Lift the hold
          </button>
        </ActionForm>
      ) : (
        <ActionForm action={setHoldAction} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="id" value={id} />
          <label className="grid min-w-[min(100%,20rem)] flex-1 gap-1.5 text-sm font-medium">
            Hold back from erasure and retention, because
            <input
              name="reason"
              required
              maxLength={HOLD_MAX_CHARS}
              placeholder={copy.holdPlaceholder}
              className={fieldClass}
            />
          </label>
          <button type="submit" className="btn btn-secondary">
            Hold
          </button>
        </ActionForm>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <SudoLink href={`/api/admin/${tab}/${encodeURIComponent(id)}/person`} className={linkClass}>
          {`Download everything held for ${email} (ZIP)`}
        </SudoLink>
        <ActionForm
          action={erasePersonAction}
          confirm={copy.confirmErase(email)}
          successHref={listHref || DESK_PATH}
        >
          <input type="hidden" name="tab" value={tab} />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="btn btn-ghost text-danger-fg">
            Erase everything held for this person
          </button>
        </ActionForm>
      </div>
    </section>
  )
}
