import Link from 'next/link'
import { frameCopy } from '@/content/desk/frame'
import { LogoMark } from '@/components/layout/logo'
import { companyFactsOrSeed } from '@/server/content/collections'
import { AdminLogin } from '../login-form'

/** What the desk shows without a session: the sign-in form. */
export async function LoginScreen() {
  const company = await companyFactsOrSeed()
  return (
    <main className="grid min-h-dvh place-items-center px-5 py-10">
      <div className="w-full max-w-md">
        <Link href="/" className="mx-auto flex min-h-11 w-fit items-center gap-3">
          <LogoMark className="size-9 shrink-0" />
          <span className="font-display text-[1.0625rem] font-semibold tracking-tight">{company.name}</span>
        </Link>
        <h1 className="mt-6 text-center text-3xl font-bold">{frameCopy.title}</h1>
        <p className="text-fg-muted mt-2 mb-8 text-center">{frameCopy.signInIntro}</p>
        <AdminLogin />
      </div>
    </main>
  )
}
