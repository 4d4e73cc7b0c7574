import { AccountPanel } from '@/modules/desk/account/account-panel'
import { accountOverview } from '@/modules/desk/account/queries'
import { deskMetadata, forDesk } from '@/modules/desk/load'

export const generateMetadata = () => deskMetadata()

/** The administrator's own account: password, second factors, passkeys, sessions. */
export default async function DeskAccountPage() {
  const loaded = await forDesk(async (admin) => ({
    email: admin.email,
    account: await accountOverview(admin),
  }))
  return loaded && <AccountPanel email={loaded.email} account={loaded.account} mustEnrol={false} />
}
