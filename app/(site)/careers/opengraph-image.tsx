import { pageCards, SHARE_SIZE, shareAlt } from '@/lib/share-cards'
import { shareImage } from '@/components/share/share-card'

export const alt = shareAlt(pageCards.careers)
export const size = SHARE_SIZE
export const contentType = 'image/png'

export default function Image() {
  return shareImage(pageCards.careers)
}
