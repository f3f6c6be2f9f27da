import { PasswordField } from '@/components/forms/password-field'
import { ROLE_LABELS, type StaffRole } from '@/lib/desk/permissions'
import { ACCOUNT_PATH } from '@/lib/marketing/desk-routes'
import { DeskButton, Field, FieldRow, Notice } from './desk.styles'

/** The member's account: who they are, a new password, the authenticator app. */
export function AccountSection({
  member,
  authenticatorOn,
  passkeys,
  notice,
}: {
  member: { name: string; email: string; role: StaffRole }
  authenticatorOn: boolean
  passkeys: number
  notice: string | null
}) {
  return (
    <>
      {notice ? <Notice role="status">{notice}</Notice> : null}
      <p>
        {member.name}, {member.email}: {ROLE_LABELS[member.role]}. Second factor:{' '}
        {authenticatorOn || passkeys > 0
          ? [
              authenticatorOn ? 'authenticator app' : null,
              passkeys > 0 ? `${passkeys} passkey${passkeys === 1 ? '' : 's'}` : null,
            ]
              .filter(Boolean)
              .join(' and ')
          : 'none yet'}
        .
      </p>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <form method="post" action={`${ACCOUNT_PATH}/password`}>
          <input type="hidden" name="user-email" value={member.email} />
          <input type="hidden" name="user-name" value={member.name} />
          <input
            type="text"
            name="username"
            autoComplete="username"
            defaultValue={member.email}
            hidden
            readOnly
          />
          <Field>
            <label htmlFor="current-password">Current password</label>
            <input
              id="current-password"
              name="current-password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
            />
          </Field>
          <PasswordField
            id="password"
            name="password"
            label="New password"
            userInputFields={['user-email', 'user-name']}
          />
          <p>
            <DeskButton type="submit">Change password</DeskButton>
          </p>
        </form>
      </section>
      <section aria-labelledby="authenticator-heading">
        <h2 id="authenticator-heading">Authenticator app</h2>
        <p>
          {authenticatorOn
            ? 'Sign-in asks for the code from your authenticator app.'
            : 'Add a second factor: sign-in will also ask for a code from an app on your phone.'}
        </p>
        <form method="post" action={`${ACCOUNT_PATH}/two-factor`}>
          <input type="hidden" name="intent" value={authenticatorOn ? 'disable' : 'start'} />
          <FieldRow>
            <Field>
              <label htmlFor="two-factor-password">Your password</label>
              <input
                id="two-factor-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={200}
              />
            </Field>
            <DeskButton type="submit">
              {authenticatorOn ? 'Turn off' : 'Set up an authenticator app'}
            </DeskButton>
          </FieldRow>
        </form>
      </section>
    </>
  )
}
