/**
 * Chat notifications of new leads (Slack, Discord, Microsoft Teams incoming webhooks): one short
 * line per lead (its kind, name, company or role, the first line of what they wrote, and a link to
 * its record), never the whole message or a resume. Lines queued within a second of each other go
 * as one message. Pure functions; the outbox sends them (./deliveries.ts).
 */

/** Lines queued within this long of the first are sent together. */
export const COALESCE_MS = 1_000
/** At most this many leads are named in one message; the rest are counted. */
export const MAX_LINES = 10
/** How much of a lead's first line a chat message quotes. */
export const FIRST_LINE_CHARS = 80

/** The chat services whose hooks differ: Slack's links, Discord's body; anything else is Teams-like. */
export type ChatService = 'slack' | 'discord' | 'other'

export function serviceOf(url: string): ChatService {
  const host = new URL(url).hostname
  if (host === 'hooks.slack.com' || host.endsWith('.slack.com')) return 'slack'
  if (host === 'discord.com' || host === 'discordapp.com' || host.endsWith('.discord.com')) return 'discord'
  return 'other'
}

/** What a chat line says of a lead (taken from the lead's event, never from the whole message). */
export type ChatLead = {
  /** 'test' for the desk's "Send test event". */
  kind: 'enquiry' | 'application' | 'comment' | 'test'
  /** Who: the name, or for a comment the article it is on. */
  who: string
  /** Their company, or the role applied for. */
  about: string | null
  text: string
  link: string
}

/** The first non-empty line of a text, cut to FIRST_LINE_CHARS. */
export function firstLine(text: string) {
  const line =
    text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? ''
  return line.length > FIRST_LINE_CHARS ? `${line.slice(0, FIRST_LINE_CHARS - 1).trimEnd()}…` : line
}

/** A lead's line, with the link written the way the service reads links. */
export function chatLine(lead: ChatLead, service: ChatService) {
  // What a visitor typed is shown as typed: Slack's three special characters escaped, and
  // Markdown's elsewhere, so that a name cannot pass for a link of its own.
  const plain = (s: string) =>
    service === 'slack'
      ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      : s.replace(/[\\`*_~|[\]()<>#!]/g, '\\$&')
  const title = {
    enquiry: 'New enquiry',
    application: 'New application',
    comment: 'New comment',
    test: 'Test message',
  }[lead.kind]
  const who = `${lead.kind === 'comment' ? 'on' : 'from'} ${plain(lead.who)}`
  const about = lead.about ? ` (${plain(lead.about)})` : ''
  const quote = lead.text ? `: “${plain(firstLine(lead.text))}”` : ''
  const link =
    service === 'slack'
      ? `<${lead.link}|Open in the desk>`
      : service === 'discord'
        ? `[Open in the desk](<${lead.link}>)`
        : `[Open in the desk](${lead.link})`
  return `${title} ${who}${about}${quote} ${link}`
}

/** One message for the lines queued together: the first MAX_LINES, and how many more. */
export function chatBody(lines: string[], service: ChatService) {
  const shown = lines.slice(0, MAX_LINES)
  const more = lines.length - shown.length
  const text = [...shown, ...(more > 0 ? [`…and ${more} more in the desk.`] : [])].join('\n')
  // Discord takes `content`, and is told to ping nobody whatever a visitor typed.
  return JSON.stringify(service === 'discord' ? { content: text, allowed_mentions: { parse: [] } } : { text })
}
