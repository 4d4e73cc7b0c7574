import { Field as FormField, type FieldProps } from '@/modules/forms/field'

/** The look of the desk's text inputs and text areas. */
export const fieldClass =
  'border-border-strong bg-bg text-fg placeholder:text-fg-subtle focus:border-accent aria-[invalid=true]:border-violet block w-full rounded-xl border px-3.5 py-2.5 text-sm'

/** The shared form field (`modules/forms/field.tsx`) in the desk's look: its messages in violet. */
export function Field(props: Omit<FieldProps, 'errorClassName'>) {
  return <FormField {...props} errorClassName="text-violet text-sm font-medium" />
}
