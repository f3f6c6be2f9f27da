/**
 * POST of the partner application, wherever it arrives from (the page's server action, tests):
 * the same-origin check and the rate limit first (a refused request costs no database read, no
 * validation and no password scoring), then the catalogue's cities, the rules
 * (lib/partner-application) with the password's score on the server, the scrypt hash, then the
 * one-time save.
 */
import { randomBytes } from 'node:crypto'
import type { Database } from '@/server/db/client'
import { formDataToRecord } from '@/lib/forms/form-data'
import { scorePassword } from '@/lib/forms/password-score'
import {
  FORM_ERRORS,
  isFormToken,
  type PartnerApplicationFormState,
} from '@/lib/partner-application/form-state'
import {
  partnerApplicationValues,
  validatePartnerApplication,
} from '@/lib/partner-application/validate'
import { FORM_TOKEN_FIELD } from '@/lib/partner-application/fields'
import { hashPassword } from '@/server/security/password-hash'
import { savePartnerApplication, type SaveOutcome } from './store-application'

export function newFormToken(): string {
  return randomBytes(18).toString('base64url')
}

export type SubmitResult =
  | { kind: 'accepted'; outcome: SaveOutcome }
  | { kind: 'rejected'; state: PartnerApplicationFormState; status: number }

export interface SubmitDependencies {
  db: Database
  /** The catalogue's city codes (the City select's choices, besides Other), read when needed. */
  cityCodes: () => Promise<readonly string[]>
  /** A ready refusal (429) when this client is over its budget, else null. */
  limitRate: (request: Request) => Promise<Response | null>
  isSameOrigin: (request: Request) => boolean
  /** The password's strength (default: zxcvbn, lib/forms/password-score); tests watch it. */
  scorePassword?: typeof scorePassword
  now?: Date
}

/** The refusal's own message ('Too many requests… try again in N minutes'), from its JSON. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } }
    if (typeof body.error?.message === 'string') return body.error.message
  } catch {
    // not JSON: fall through
  }
  return 'You have sent this form too many times. Please wait a few minutes and try again.'
}

export async function submitPartnerApplication(
  request: Request,
  form: FormData,
  deps: SubmitDependencies,
): Promise<SubmitResult> {
  const fields = formDataToRecord(form)
  const submittedToken = fields[FORM_TOKEN_FIELD]
  const formToken = isFormToken(submittedToken) ? submittedToken : newFormToken()
  // The form as sent (cleaned, never the password), for a refusal before validation.
  let values = partnerApplicationValues(fields)
  const reject = (status: number, formError: string | null, errors = {}): SubmitResult => ({
    kind: 'rejected',
    status,
    state: { formToken, values, errors, formError },
  })

  if (!deps.isSameOrigin(request)) return reject(403, FORM_ERRORS.crossSite)
  const refusal = await deps.limitRate(request)
  if (refusal) return reject(refusal.status, await refusalMessage(refusal))
  let cityCodes: readonly string[]
  try {
    cityCodes = await deps.cityCodes()
  } catch {
    return reject(503, FORM_ERRORS.unavailable)
  }
  const check = validatePartnerApplication(fields, {
    cityCodes,
    scorePassword: deps.scorePassword ?? scorePassword,
  })
  values = check.values
  if (!isFormToken(submittedToken)) {
    return reject(400, FORM_ERRORS.expired, check.ok ? {} : check.errors)
  }
  if (!check.ok) return reject(400, null, check.errors)

  const { password, ...application } = check.application
  try {
    const passwordHash = await hashPassword(password)
    const outcome = await savePartnerApplication(deps.db, {
      application,
      passwordHash,
      formToken,
      now: deps.now,
    })
    return { kind: 'accepted', outcome }
  } catch (error) {
    // Never the values: they hold personal data (and the hash).
    console.error('Partner application not saved:', (error as Error).name)
    return reject(503, FORM_ERRORS.unavailable)
  }
}
