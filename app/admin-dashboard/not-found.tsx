import { RecordMissing } from '@/modules/desk/desk'

/** A desk address with nothing at it: a record deleted or erased, a type or page it does not have. */
export default function DeskNotFound() {
  return <RecordMissing />
}
