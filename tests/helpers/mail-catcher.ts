import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/** A mail as a test reads it: recipients, headers, the body as the reader sees it, and the raw message. */
export type CaughtMail = { to: string[]; subject: string; replyTo: string; text: string; raw: string }

/** Where the e2e mail server keeps what it receives, one JSON line a mail (in the run's DATA_DIR). */
export const caughtMailFile = (dataDir: string) => path.join(dataDir, 'caught-mail.jsonl')

/** A quoted-printable body as its reader sees it: its bytes read as UTF-8 (one sent as 8-bit is left). */
function decode(raw: string) {
  const joined = raw.replace(/=\r?\n/g, '')
  if (/[^\x00-\x7f]/.test(joined)) return joined
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/**
 * A local SMTP server for the tests: each mail the site sends (notifications, acknowledgements,
 * the desk's replies) is handed to `keep`, after `delayMs` if given. Resolves with a function
 * that stops it.
 */
export function startMailCatcher(port: number, keep: (mail: CaughtMail) => void, { delayMs = 0 } = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Stopping, it waits this long for a sender's open connection, not the 30 s default.
    closeTimeout: 2000,
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const [head = '', ...body] = raw.split(/\r?\n\r?\n/)
        const headers = head.replace(/\r?\n[ \t]+/g, ' ')
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? ''
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((a) => a.address),
          subject: header('Subject'),
          replyTo: header('Reply-To'),
          text: decode(body.join('\n\n')),
          raw,
        }
        // A slow mail server (delayMs) takes its time before it accepts the message.
        setTimeout(() => {
          keep(mail)
          done()
        }, delayMs)
      })
    },
  })
  return new Promise<() => Promise<void>>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    )
  })
}

/** Keeps each caught mail as a line of `file`, for tests in other processes (the browser tests). */
export const keepInFile = (file: string) => (mail: CaughtMail) =>
  appendFileSync(file, `${JSON.stringify(mail)}\n`)

/** Every mail caught so far for an address. */
export function mailsTo(file: string, address: string): CaughtMail[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CaughtMail)
    .filter((m) => m.to.includes(address))
}
