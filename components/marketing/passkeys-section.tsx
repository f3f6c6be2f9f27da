import { ACCOUNT_PATH } from '@/lib/marketing/desk-routes'
import { AddPasskeyButton } from './passkey-buttons'
import { DeskButton } from './desk.styles'
import { DeskTime } from './desk-time'

/** The member's passkeys (a second factor, and a way to sign in) and adding one. */
export function PasskeysSection({
  passkeys,
}: {
  passkeys: Array<{ id: string; name: string | null; createdAt: Date | null }>
}) {
  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        A passkey on this device signs you in without a password, and counts as a second factor.
      </p>
      {passkeys.length > 0 ? (
        <ul>
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              {passkey.name ?? 'Passkey'}
              {passkey.createdAt ? (
                <>
                  , added <DeskTime value={passkey.createdAt} />
                </>
              ) : null}{' '}
              <form method="post" action={`${ACCOUNT_PATH}/passkeys`}>
                <input type="hidden" name="id" value={passkey.id} />
                <DeskButton
                  type="submit"
                  data-variant="quiet"
                  aria-label={`Remove ${passkey.name ?? 'passkey'}`}
                >
                  Remove
                </DeskButton>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <AddPasskeyButton />
    </section>
  )
}
