/** Class names and tones shared by the desk's server and client parts. */

export const linkClass = 'font-medium text-accent underline-offset-4 hover:underline'
export const controlClass =
  'min-h-11 rounded-xl border border-border-strong bg-bg-elevated px-3 text-sm text-fg transition-colors hover:border-accent focus-visible:border-accent'
export const cellClass = 'px-4 py-3 align-top'

/** Dot colour per status: new work in the accent, in progress violet, done green, closed grey. */
export const STATUS_TONE: Record<string, string> = {
  new: 'bg-accent',
  pending: 'bg-accent',
  read: 'bg-violet',
  reviewed: 'bg-violet',
  replied: 'bg-success',
  accepted: 'bg-success',
  approved: 'bg-success',
  rejected: 'bg-fg-subtle',
  archived: 'bg-fg-subtle',
}
