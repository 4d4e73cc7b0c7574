/** The desk's keyboard shortcuts, as the help dialog lists them. */
export const SHORTCUTS = [
  { keys: ['j'], does: 'Next row' },
  { keys: ['k'], does: 'Previous row' },
  { keys: ['Enter'], does: 'Open the focused row' },
  { keys: ['/'], does: 'Search' },
  { keys: ['Esc'], does: 'Close the record, back to the list' },
  { keys: ['x'], does: 'Select or unselect the focused row' },
  { keys: ['?'], does: 'Show these shortcuts' },
] as const

/** Keys typed into a field are text, not commands. */
export function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
  )
}
