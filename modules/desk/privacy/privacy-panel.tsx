import { company } from '@/content/company'
import { processingCopy } from '@/content/privacy-requests'
import {
  ARCHIVE_LINK_DAYS,
  periodText,
  PRIVACY_EMAIL,
  PERIODS,
  PROCESSING,
  RESPONSE_DAYS,
  RETENTION,
  type NoticeForm,
} from '@/lib/privacy'
import { formatDateTime } from '../format'
import { cellClass } from '../ui'
import { PeriodsForm } from './periods-form'
import type { PrivacyOverview } from './queries'

/** What else the site keeps, beside the forms' records, and for how long. */
const ALSO_KEPT = processingCopy.alsoKept({
  sentBodies: periodText(RETENTION.sentMailBodies),
  answered: periodText(RETENTION.answeredRequests),
  archiveDays: ARCHIVE_LINK_DAYS,
  auditDays: RETENTION.auditTrail.days,
})

/** The next purge's dry run, as a list of what goes. */
function previewLines(p: PrivacyOverview['preview']) {
  return [
    [p.enquiries, 'enquiries'],
    [p.applications, `job applications (${p.resumes} resumes)`],
    [p.rejectedComments, 'declined comments'],
    [p.spam, 'records held as spam'],
    [p.sentMailBodies, "sent e-mails' texts emptied"],
    [p.unconfirmedRequests, 'unconfirmed data requests'],
    [p.requestArchives, 'copies of data whose link ended'],
    [p.answeredRequests, 'answered data requests'],
  ] as const
}

/**
 * The desk's Privacy page (`/admin-dashboard/privacy`): the record of processing (GDPR Art. 30, and what the
 * DPDP Act asks a fiduciary to be able to show), made from the same periods, forms and settings
 * the code runs on, so it cannot drift from what the site does; where the data is; and what the
 * next daily purge would remove (a dry run).
 */
export function PrivacyPanel({
  overview,
  fields,
}: {
  overview: PrivacyOverview
  /** Each form's fields as the visitor sees them labelled (from the forms' definitions). */
  fields: Record<NoticeForm, string[]>
}) {
  const next = previewLines(overview.preview)
  const nothing = next.every(([n]) => n === 0)
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <header className="grid gap-2">
        <h2 className="text-2xl font-bold">Privacy</h2>
        <p className="text-fg-muted max-w-3xl text-sm">
          {`The record of processing of ${company.name} (${company.address.city}, ${company.address.country}), made from the periods, forms and settings this site runs on: the privacy policy and the notices at the forms quote the same periods. Privacy contact: ${PRIVACY_EMAIL}; requests are answered within ${RESPONSE_DAYS} days.`}
        </p>
      </header>

      <section aria-labelledby="processing" className="grid gap-3">
        <h3 id="processing" className="text-lg font-semibold">
          Record of processing
        </h3>
        {/* Focusable, so a keyboard can scroll the table sideways on a narrow screen. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="processing">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="text-fg-muted border-border border-b">
              <tr>
                {['Activity', 'Purpose', 'Personal data', 'People', 'Legal basis', 'Kept for'].map((h) => (
                  <th key={h} scope="col" className={`${cellClass} font-semibold`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PROCESSING.map((p) => (
                <tr
                  key={p.form}
                  className="border-border border-b last:border-0"
                  data-testid="processing-row"
                >
                  <th scope="row" className={`${cellClass} font-semibold`}>
                    {p.activity}
                  </th>
                  <td className={cellClass}>{p.purpose}</td>
                  <td className={cellClass}>{fields[p.form].join(', ')}</td>
                  <td className={cellClass}>{p.people}</td>
                  <td className={cellClass}>{p.basis}</td>
                  <td className={cellClass}>{p.period}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-fg-muted text-sm">{`Recipients: ${processingCopy.recipients}`}</p>
      </section>

      <section aria-labelledby="where" className="grid gap-3">
        <h3 id="where" className="text-lg font-semibold">
          Where it is kept
        </h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-fg-muted font-medium">Database</dt>
          <dd className="[overflow-wrap:anywhere]">{overview.storage.database}</dd>
          <dt className="text-fg-muted font-medium">Resumes and copies</dt>
          <dd className="[overflow-wrap:anywhere]">{overview.storage.files}</dd>
          <dt className="text-fg-muted font-medium">E-mail</dt>
          <dd className="[overflow-wrap:anywhere]">{overview.storage.mail}</dd>
        </dl>
      </section>

      <section aria-labelledby="also-kept" className="grid gap-3">
        <h3 id="also-kept" className="text-lg font-semibold">
          Also kept
        </h3>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {ALSO_KEPT.map(([what, how]) => (
            <div key={what} className="contents">
              <dt className="text-fg-muted font-medium">{what}</dt>
              <dd>{how}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="periods" className="grid gap-3">
        <h3 id="periods" className="text-lg font-semibold">
          Periods
        </h3>
        <p className="text-fg-muted max-w-3xl text-sm" data-testid="periods-state">
          {overview.periods.published ? (
            'How long each kind of data is kept, and within how many days a data request is answered. The privacy policy, the notices at the forms and this record quote them, and the purge keeps to them.'
          ) : (
            <>
              The saved periods below are not published yet: the policy, the notices and the purge keep to the
              ones in force until the site next starts. <code>npm start</code> builds the pages with the saved
              periods first; a server started with <code className="whitespace-nowrap">--no-build</code> needs{' '}
              <code>npm run build</code>.
            </>
          )}
        </p>
        <PeriodsForm saved={overview.periods.saved} inForce={PERIODS} />
      </section>

      <section aria-labelledby="next-purge" className="grid gap-3">
        <h3 id="next-purge" className="text-lg font-semibold">
          The next purge
        </h3>
        <p className="text-fg-muted text-sm">
          The purge runs by itself at start and then daily, one server at a time. Records held back for a
          legal reason are never purged. As of now it would remove:
        </p>
        {nothing ? (
          <p className="text-sm" data-testid="purge-preview">
            Nothing: no record is past its period.
          </p>
        ) : (
          <ul className="grid gap-1 text-sm" data-testid="purge-preview">
            {next
              .filter(([n]) => n > 0)
              .map(([n, what]) => (
                <li key={what}>{`${n.toLocaleString('en-IN')} ${what}`}</li>
              ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="notices" className="grid gap-3">
        <h3 id="notices" className="text-lg font-semibold">
          Notice versions shown
        </h3>
        {overview.notices.length === 0 ? (
          <p className="text-fg-muted text-sm">
            None yet: a version is recorded with the first lead that saw it.
          </p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {overview.notices.map((n) => (
              <li
                key={n.version}
              >{`${n.form}: version ${n.version}, first shown ${formatDateTime(n.first_shown_at)}`}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
