import type { Metadata } from 'next'
import { DeskColumn } from '@/components/marketing/desk.styles'
import { PasskeySignInButton } from '@/components/marketing/passkey-buttons'
import { BRAND } from '@/lib/brand'
import { deskReturnPath, RETURN_PARAM, SIGN_IN_PATH } from '@/lib/marketing/desk-routes'

export const metadata: Metadata = { title: 'Sign in with a passkey' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Passkey sign-in (JavaScript and a browser with passkeys); the password form is the fallback. */
export default async function PasskeySignInPage({ searchParams }: Props) {
  const query = await searchParams
  const requested = query[RETURN_PARAM]
  const next = deskReturnPath(Array.isArray(requested) ? requested[0] : requested)
  return (
    <main id="main">
      <DeskColumn>
        <h1>{BRAND} marketing desk</h1>
        <p>Sign in with a passkey you added on your account page.</p>
        <PasskeySignInButton next={next} />
        <p>
          <a href={SIGN_IN_PATH}>Sign in with email and password instead</a>
        </p>
      </DeskColumn>
    </main>
  )
}
