import { deskMetadata, forDesk } from '@/modules/desk/load'
import { MediaPanel } from '@/modules/desk/media/media-panel'
import { listMedia } from '@/server/media'
import { mediaUses } from '@/server/media/uses'

export const generateMetadata = () => deskMetadata()

/** The media library: every uploaded image, with its upload, description, uses and deletion. */
export default async function DeskMediaPage() {
  const items = await forDesk(async () => {
    const media = await listMedia()
    const uses = await mediaUses(media.map((item) => item.hash))
    return media.map((item) => ({ ...item, usedBy: uses.get(item.hash)! }))
  })
  return items && <MediaPanel items={items} />
}
