import { deskMetadata, forDesk } from '@/modules/desk/load'
import { TemplatesPanel } from '@/modules/desk/templates/templates-panel'
import { acknowledgementsOn, listTemplates } from '@/server/leads/templates'

export const generateMetadata = () => deskMetadata()

/** The reply and acknowledgement templates. */
export default async function DeskTemplatesPage() {
  const loaded = await forDesk(() => Promise.all([listTemplates(), acknowledgementsOn()]))
  return loaded && <TemplatesPanel templates={loaded[0]} acknowledgements={loaded[1]} />
}
