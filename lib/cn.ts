/**
 * Joins class names, leaving out the empty ones (`active && 'text-accent'`). Strings only: this
 * runs in the client leaves of every page, where clsx's object and array forms would ship unused.
 */
export function cn(...classes: (string | false | null | undefined)[]) {
  return classes.filter(Boolean).join(' ')
}
