'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getDatabase } from '@/server/db'
import {
  CONFIRMATION_COOKIE,
  CONFIRMATION_COOKIE_MAX_AGE_S,
  CONFIRMATION_PATH,
  encodeConfirmation,
} from '@/lib/partner-application/confirmation'
import { formDataToRecord } from '@/lib/forms/form-data'
import {
  FORM_ERRORS,
  isFormToken,
  type PartnerApplicationFormState,
} from '@/lib/partner-application/form-state'
import { partnerApplicationValues } from '@/lib/partner-application/validate'
import { PARTNER_SIGNUP_PATH } from '@/lib/links'
import { cityChoices, cityCodes } from '@/server/partner-applications/city-choices'
import { applicationGuards } from '@/server/partner-applications/guards'
import {
  newFormToken,
  submitPartnerApplication,
} from '@/server/partner-applications/submit-application'

/** The request as the security primitives expect it, rebuilt from the action's headers. */
async function currentRequest(): Promise<Request> {
  const incoming = await headers()
  const host = incoming.get('host') ?? 'localhost'
  const protocol = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http'
  return new Request(`${protocol}://${host}${PARTNER_SIGNUP_PATH}`, {
    method: 'POST',
    headers: new Headers(incoming),
  })
}

/**
 * 'Send application' (with or without JavaScript: React posts the form to this action either
 * way). Saved → 303 to the confirmation; otherwise the form again with its errors.
 */
export async function sendPartnerApplication(
  previous: PartnerApplicationFormState,
  form: FormData,
): Promise<PartnerApplicationFormState> {
  let db
  try {
    db = (await getDatabase()).db
  } catch {
    // The state React posts back is the client's: keep only its token, and only if well formed.
    return {
      formToken: isFormToken(previous?.formToken) ? previous.formToken : newFormToken(),
      values: partnerApplicationValues(formDataToRecord(form)),
      errors: {},
      formError: FORM_ERRORS.unavailable,
    }
  }
  const request = await currentRequest()
  const database = db
  const result = await submitPartnerApplication(request, form, {
    db,
    // Read only once the Origin and the budget have passed.
    cityCodes: async () => cityCodes(await cityChoices(database)),
    ...applicationGuards,
  })
  if (result.kind === 'rejected') return result.state
  const { outcome } = result
  ;(await cookies()).set(
    CONFIRMATION_COOKIE,
    encodeConfirmation({
      reference: outcome.reference,
      kind: outcome.kind === 'repeat-email' ? 'repeat' : 'new',
    }),
    {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.url.startsWith('https:'),
      path: PARTNER_SIGNUP_PATH,
      maxAge: CONFIRMATION_COOKIE_MAX_AGE_S,
    },
  )
  redirect(CONFIRMATION_PATH)
}
