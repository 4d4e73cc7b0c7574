import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { handleAuthGet, handleAuthPost } from '@/server/auth/handler'

export const GET = databaseRoute(DATABASE_UNAVAILABLE.read, handleAuthGet)
export const POST = databaseRoute(DATABASE_UNAVAILABLE.read, handleAuthPost)
