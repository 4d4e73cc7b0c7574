import { homeCard } from '@/lib/share-cards'
import { companyFacts, siteFigures } from '@/server/content/collections'
import { shareImage } from '@/components/share/share-card'

export const dynamic = 'force-static'

/** The default share picture (1200×630), drawn once at build: the home page's, and every page's without its own. */
export async function GET() {
  const company = await companyFacts()
  return shareImage(homeCard(company, await siteFigures()), company)
}
