import { deskMetadata, forDesk } from '@/modules/desk/load'
import { PrivacyPanel } from '@/modules/desk/privacy/privacy-panel'
import { privacyOverview } from '@/modules/desk/privacy/queries'
import { companyFacts } from '@/server/content/collections'
import { FORM_FIELDS } from '../form-fields'

export const generateMetadata = () => deskMetadata()

/** The record of processing and the retention periods. */
export default async function DeskPrivacyPage() {
  const overview = await forDesk(() => privacyOverview())
  return overview && <PrivacyPanel overview={overview} company={await companyFacts()} fields={FORM_FIELDS} />
}
