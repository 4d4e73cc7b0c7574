import { cardCopy, pageCard, SHARE_SIZE, shareAlt } from '@/lib/share-cards'
import { companyFacts } from '@/server/content/collections'
import { shareImage } from '@/components/share/share-card'

export const alt = shareAlt(cardCopy.careers)
export const size = SHARE_SIZE
export const contentType = 'image/png'

export default async function Image() {
  const company = await companyFacts()
  return shareImage(pageCard('careers', company), company)
}
