import { isRecordType } from '@/lib/vocabulary'
import { recordEmail } from '@/modules/desk/record/queries'
import { adminRoute } from '@/server/auth/admin-guard'
import { personTarget } from '@/server/privacy/fulfil'
import { personArchive } from '@/server/privacy/archive'
import { countsOf, gatherPerson } from '@/server/privacy/person'
import { json } from '@/server/request'

type Context = { params: Promise<{ tab: string; id: string }> }

/**
 * Everything held for the person of one record (by its e-mail address), as the same ZIP a copy
 * request gets: for the administrator answering a request that came by post or phone. Needs sudo
 * mode, and is on the audit trail (naming the person by a keyed hash only).
 */
export const GET = adminRoute(
  async (_request, admin, { params }: Context) => {
    const { tab, id } = await params
    if (!isRecordType(tab)) return json({ message: 'Unknown table.' }, 404)
    const email = await recordEmail(tab, id)
    if (!email) return json({ message: 'That record no longer exists.' }, 404)
    const person = await gatherPerson(email)
    const archive = await personArchive(person)
    await admin.audit({
      action: 'personal_data_exported',
      target: personTarget(email),
      detail: { via: 'desk', ...countsOf(person) },
    })
    return new Response(new Uint8Array(archive), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="person-${id.slice(0, 8)}.zip"`,
        'Cache-Control': 'no-store',
      },
    })
  },
  { sudo: true },
)
