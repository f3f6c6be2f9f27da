import { ROLE_LABELS, type StaffRole } from '@/lib/desk/permissions'
import { ACCOUNT_PATH, DESK_PATH } from '@/lib/marketing/desk-routes'

/** What the 403 page says: the member's role, and the way on. */
export function ForbiddenNotice({
  role,
  missingSecondFactor,
}: {
  role: StaffRole | null
  missingSecondFactor: boolean
}) {
  return (
    <>
      <h1>Not allowed</h1>
      <p>
        {role
          ? `Your role (${ROLE_LABELS[role]}) cannot open this page.`
          : 'You cannot open this page.'}{' '}
        Ask a desk admin if you need to.
      </p>
      {missingSecondFactor ? (
        <p>
          Publishing, exports, erasure and staff management need a second factor:{' '}
          <a href={ACCOUNT_PATH}>set up an authenticator app or a passkey</a>.
        </p>
      ) : null}
      <p>
        <a href={DESK_PATH}>Back to the desk</a>
      </p>
    </>
  )
}
