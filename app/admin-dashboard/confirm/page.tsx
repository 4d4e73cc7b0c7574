import { hasPasskeys } from '@/modules/desk/account/queries'
import { deskMetadata, forDesk } from '@/modules/desk/load'
import { ConfirmPanel } from '@/modules/desk/sudo/confirm-panel'
import { parseView, type Params } from '@/modules/desk/view'

export const generateMetadata = () => deskMetadata()

/** Confirm it is you, then go on to the guarded link it came from (`?next=`). */
export default async function DeskConfirmPage({ searchParams }: { searchParams: Promise<Params> }) {
  const { next } = parseView(await searchParams, { panel: 'confirm' })
  const loaded = await forDesk(async (admin) => ({
    twoFactor: admin.twoFactor,
    passkeys: await hasPasskeys(admin),
  }))
  return loaded && <ConfirmPanel twoFactor={loaded.twoFactor} passkeys={loaded.passkeys} next={next} />
}
