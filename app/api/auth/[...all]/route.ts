import { toNextJsHandler } from 'better-auth/next-js'
import { auth } from '@/server/auth'
import { guardAuthRequest } from '@/server/sign-in-guard'

const library = toNextJsHandler(auth)

export const GET = (request: Request) => guardAuthRequest(request, library.GET)
export const POST = (request: Request) => guardAuthRequest(request, library.POST)
