import { SHARE_HASHTAGS } from '@/lib/constants'

type Shared = { title: string; subtitle: string; url: string }

const q = encodeURIComponent

export function shareLinks({ title, subtitle, url }: Shared) {
  return {
    twitter: `https://twitter.com/intent/tweet?text=${q(title)}&url=${q(url)}&hashtags=${SHARE_HASHTAGS.join(',')}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    whatsapp: `https://wa.me/?text=${q(`${title} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${q(url)}&text=${q(title)}`,
    email: `mailto:?subject=${q(title)}&body=${q(`${title}\n\n${subtitle}\n\n${url}`)}`,
  }
}
