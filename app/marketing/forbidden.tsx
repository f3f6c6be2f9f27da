import { DeskFrame } from '@/components/marketing/desk-frame'
import { ForbiddenNotice } from '@/components/marketing/forbidden-notice'
import { secondFactorRequired } from '@/lib/desk/desk-auth-settings'
import { currentDeskSession } from '@/server/desk/current-session'

/** 403 for a desk page the member's role (or missing second factor) does not open. */
export default async function DeskForbidden() {
  const session = await currentDeskSession()
  const member = session?.member ?? null
  const body = (
    <ForbiddenNotice
      role={member?.role ?? null}
      missingSecondFactor={secondFactorRequired() && member !== null && !member.hasSecondFactor}
    />
  )
  return member ? (
    <DeskFrame current="" staff={member}>
      {body}
    </DeskFrame>
  ) : (
    <main id="main">{body}</main>
  )
}
