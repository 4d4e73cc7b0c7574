/** The id of the bulk form that every row's checkbox belongs to (they sit outside it, in the table). */
export const BULK_FORM_ID = 'desk-bulk'

/** A row's selection box for bulk actions. */
export function SelectBox({ id, name }: { id: string; name: string }) {
  return (
    <td className="w-12 py-3 pr-0 pl-4 align-top max-sm:row-span-6 max-sm:pl-3">
      <label className="-m-2 inline-flex size-11 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          name="ids"
          value={id}
          form={BULK_FORM_ID}
          data-select-row
          className="accent-accent size-4.5 cursor-pointer"
        />
        <span className="sr-only">{`Select ${name}`}</span>
      </label>
    </td>
  )
}
