import 'server-only'
import { buffer } from 'node:stream/consumers'
import { strToU8, zipSync, type Zippable } from 'fflate'
import { companyFacts } from '@/server/content/collections'
import { openStored } from '@/server/storage'
import type { PersonData } from './person'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** One row as a definition list, every column in it (nothing the site keeps is left out). */
function rowHtml(title: string, row: Record<string, unknown>) {
  const items = Object.entries(row)
    .map(
      ([k, v]) => `<dt>${escape(k)}</dt><dd>${escape(v === null || v === undefined ? '-' : String(v))}</dd>`,
    )
    .join('')
  return `<section><h3>${escape(title)}</h3><dl>${items}</dl></section>`
}

/** The archive's readable part: what the site holds, in plain HTML that opens anywhere. */
function summaryHtml(person: PersonData, createdAt: string, companyName: string) {
  const part = (
    heading: string,
    rows: Record<string, unknown>[],
    title: (r: Record<string, unknown>) => string,
  ) =>
    `<h2>${escape(heading)} (${rows.length})</h2>${rows.length ? rows.map((r) => rowHtml(title(r), r)).join('') : '<p>None.</p>'}`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your data held by ${escape(companyName)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111}
dl{display:grid;grid-template-columns:12rem 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
section{border:1px solid #ccc;border-radius:.5rem;padding:0 1rem 1rem;margin:1rem 0}</style></head>
<body><h1>Your data held by ${escape(companyName)}</h1>
<p>Everything this website holds about the person who used <strong>${escape(person.email)}</strong>, as of ${escape(createdAt)}. The same rows are in <code>data.json</code>; resumes are in <code>resumes/</code> and every e-mail about you in <code>emails/</code>.</p>
${part('Enquiries', person.messages, (r) => `Enquiry of ${String(r.created_at)}`)}
${part('Job applications', person.applications, (r) => `Application for ${String(r.job_title)}, ${String(r.created_at)}`)}
${part('Blog comments', person.comments, (r) => `Comment of ${String(r.created_at)}`)}
${part('Notes and history', person.events, (r) => `${String(r.kind)}, ${String(r.created_at)}`)}
${part('E-mails', person.mails, (r) => `${String(r.subject)}`)}
${part('Calls booked', person.bookings, (r) => `${String(r.event_name)}, ${String(r.start_time)}`)}
${part('Sent on to our other tools', person.deliveries, (r) => `${String(r.event)} to ${String(r.sent_to)}`)}
</body></html>
`
}

/** An e-mail as a text file: its headers as the outbox keeps them, then its body. */
function mailText(mail: PersonData['mails'][number]) {
  return [
    `To: ${mail.to_address}`,
    `Subject: ${mail.subject}`,
    `Queued: ${mail.created_at}`,
    `Sent: ${mail.sent_at ?? 'not sent'}`,
    '',
    mail.body,
    '',
  ].join('\n')
}

/**
 * The copy of a person's data (DPDP Act s.11, GDPR Art. 15 and 20), as one ZIP file: a readable
 * `summary.html`, every row as JSON (`data.json`), their resume files and every e-mail about
 * them. A resume that cannot be read is named in `missing.txt` instead of stopping the copy.
 */
export async function personArchive(person: PersonData, createdAt = new Date().toISOString()) {
  const files: Zippable = {
    'summary.html': strToU8(summaryHtml(person, createdAt, (await companyFacts()).name)),
    'data.json': strToU8(`${JSON.stringify({ createdAt, ...person }, null, 2)}\n`),
  }
  const missing: string[] = []
  for (const key of person.resumes) {
    const stored = await openStored(key)
    if (!stored) {
      missing.push(key)
      continue
    }
    files[`resumes/${key.split('/').pop()}`] = new Uint8Array(await buffer(stored.stream))
  }
  person.mails.forEach((mail, i) => {
    files[`emails/${String(i + 1).padStart(3, '0')}-${mail.id}.txt`] = strToU8(mailText(mail))
  })
  if (missing.length)
    files['missing.txt'] = strToU8(`Resume files that could not be read:\n${missing.join('\n')}\n`)
  return Buffer.from(zipSync(files, { level: 6 }))
}
