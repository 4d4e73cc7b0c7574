import { PanelHeader } from '@/components/ui/panel-header'
import { privacyCopy } from '@/content/desk/privacy'
import type { Company } from '@/content/schema'
import { processingCopy } from '@/content/privacy-requests'
import { ARCHIVE_LINK_DAYS, periodText, PERIODS, PROCESSING, RETENTION, type NoticeForm } from '@/lib/privacy'
import { formatDateTime } from '../format'
import { InlineText } from '../inline-text'
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
  const what = privacyCopy.purgeItems(p.resumes)
  return [
    [p.enquiries, what.enquiries],
    [p.applications, what.applications],
    [p.rejectedComments, what.rejectedComments],
    [p.spam, what.spam],
    [p.sentMailBodies, what.sentMailBodies],
    [p.unconfirmedRequests, what.unconfirmedRequests],
    [p.requestArchives, what.requestArchives],
    [p.answeredRequests, what.answeredRequests],
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
  company,
  fields,
}: {
  overview: PrivacyOverview
  /** the company's facts as published, which the record of processing names */
  company: Company
  /** Each form's fields as the visitor sees them labelled (from the forms' definitions). */
  fields: Record<NoticeForm, string[]>
}) {
  const next = previewLines(overview.preview)
  const nothing = next.every(([n]) => n === 0)
  return (
    <div className="grid gap-8 p-4 sm:p-6">
      <PanelHeader
        level={2}
        title={privacyCopy.title}
        description={privacyCopy.intro(company)}
        measure="wide"
      />

      <section aria-labelledby="processing" className="grid gap-3">
        <PanelHeader id="processing" title={privacyCopy.processingTitle} />
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
        <p className="text-fg-muted text-sm">{privacyCopy.recipients}</p>
      </section>

      <section aria-labelledby="where" className="grid gap-3">
        <PanelHeader id="where" title={privacyCopy.whereTitle} />
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
        <PanelHeader id="also-kept" title={privacyCopy.alsoKeptTitle} />
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
        <PanelHeader id="periods" title={privacyCopy.periodsTitle} />
        <p className="text-fg-muted max-w-3xl text-sm" data-testid="periods-state">
          {overview.periods.published ? (
            privacyCopy.periodsPublished
          ) : (
            <InlineText text={privacyCopy.periodsUnpublished} />
          )}
        </p>
        <PeriodsForm saved={overview.periods.saved} inForce={PERIODS} />
      </section>

      <section aria-labelledby="next-purge" className="grid gap-3">
        <PanelHeader id="next-purge" title={privacyCopy.purgeTitle} description={privacyCopy.purgeHelp} />
        {nothing ? (
          <p className="text-sm" data-testid="purge-preview">
            {privacyCopy.purgeNothing}
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
        <PanelHeader id="notices" title={privacyCopy.noticesTitle} />
        {overview.notices.length === 0 ? (
          <p className="text-fg-muted text-sm">{privacyCopy.noNotices}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {overview.notices.map((n) => (
              <li key={n.version}>
                {privacyCopy.notice(n.form, n.version, formatDateTime(n.first_shown_at))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
