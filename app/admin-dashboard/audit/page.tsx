import { AuditPanel } from '@/modules/desk/audit/audit-panel'
import { auditActors, auditPage } from '@/modules/desk/audit/queries'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** The audit trail, filtered and paged from its URL. */
export default async function DeskAuditPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { audit } = parseView(await searchParams, { panel: 'audit' })
  const loaded = await forDesk(() => Promise.all([auditPage(audit.filter, audit.cursor), auditActors()]))
  return loaded && <AuditPanel view={audit} page={loaded[0]} actors={loaded[1]} />
}
