import { Trash } from 'lucide'
import { ActionForm } from './action-form'
import { removeRecordsAction } from './actions'
import { DESK_MESSAGES } from './records'
import { Icon } from '@/components/ui/icon'
import { type RecordType } from '@/lib/vocabulary'

/** Deletes one record after asking DESK_MESSAGES.confirmDelete; `successHref` leaves a record that is gone. */
export function DeleteButton({
  tab,
  id,
  name,
  successHref,
}: {
  tab: RecordType
  id: string
  name: string
  successHref?: string
}) {
  return (
    <ActionForm action={removeRecordsAction} confirm={DESK_MESSAGES.confirmDelete} successHref={successHref}>
      <input type="hidden" name="tab" value={tab} />
      <input type="hidden" name="ids" value={id} />
      <button
        type="submit"
        aria-label={`Delete ${name}`}
        title="Delete"
        className="btn btn-ghost text-fg-muted hover:text-fg size-11 p-0 in-data-pending:cursor-progress"
      >
        <Icon icon={Trash} className="size-4" />
      </button>
    </ActionForm>
  )
}
