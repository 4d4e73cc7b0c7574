import { sharePicturePreview } from '@/modules/desk/content/share-picture'
import { adminRoute } from '@/server/auth/admin-guard'

/** The article editor's share picture, drawn from what it holds now (the SEO panel's <img>). */
export const GET = adminRoute(async (request) => sharePicturePreview(new URL(request.url).searchParams))
