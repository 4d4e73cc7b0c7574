import { toNextJsHandler } from 'better-auth/next-js'
import { auth } from '@/server/auth'
import { auditAuthRequest } from '@/server/auth-audit'
import { DATABASE_UNAVAILABLE, databaseRoute } from '@/server/db/faults'
import { guardAuthRequest } from '@/server/sign-in-guard'

const library = toNextJsHandler(auth)

export const GET = databaseRoute(DATABASE_UNAVAILABLE.read, (request: Request) =>
  guardAuthRequest(request, library.GET),
)
export const POST = databaseRoute(DATABASE_UNAVAILABLE.read, (request: Request) =>
  guardAuthRequest(request, (guarded) => auditAuthRequest(guarded, library.POST)),
)
