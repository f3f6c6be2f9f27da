import { PasswordField } from '@/components/forms/password-field'
import { BRAND } from '@/lib/brand'
import { STAFF_PASSWORD_PROBLEMS, type StaffPasswordProblem } from '@/lib/desk/staff-password'
import { SET_PASSWORD_PATH, SIGN_IN_PATH } from '@/lib/marketing/desk-routes'
import { DeskButton, DeskColumn } from './desk.styles'

/** The page behind a one-time link: the form kit's password field with its strength meter. */
export function SetPasswordForm({
  token,
  holder,
  problem,
}: {
  token: string
  holder: { email: string; name: string } | null
  problem: StaffPasswordProblem | null
}) {
  return (
    <main id="main">
      <DeskColumn>
        <h1>{BRAND} marketing desk: set your password</h1>
        {holder ? (
          <>
            <p>
              Hello {holder.name}. Choose the password you will sign in with as{' '}
              <strong>{holder.email}</strong>: at least 12 characters, and strong enough for the
              meter to say Strong.
            </p>
            <form method="post" action={SET_PASSWORD_PATH}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="user-email" value={holder.email} />
              <input type="hidden" name="user-name" value={holder.name} />
              <input
                type="text"
                name="username"
                autoComplete="username"
                defaultValue={holder.email}
                hidden
                readOnly
              />
              <PasswordField
                id="password"
                name="password"
                label="Password"
                autoComplete="new-password"
                error={
                  problem && problem !== 'expired' ? STAFF_PASSWORD_PROBLEMS[problem] : undefined
                }
                userInputFields={['user-email', 'user-name']}
              />
              <p>
                <DeskButton type="submit">Set password</DeskButton>
              </p>
            </form>
          </>
        ) : (
          <>
            <p role="alert">{STAFF_PASSWORD_PROBLEMS.expired}</p>
            <p>
              <a href={SIGN_IN_PATH}>Go to sign-in</a>
            </p>
          </>
        )}
      </DeskColumn>
    </main>
  )
}
