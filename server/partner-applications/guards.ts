/**
 * The partner application's protection, with the shared primitives: same-origin posts only, and
 * the 'partner-application' rate-limit budget per client address. The refusal is asked for as
 * JSON because the form shows its message in place (a server action cannot answer with a page).
 */
import { limitRate } from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import type { SubmitDependencies } from './submit-application'

export const applicationGuards: Pick<SubmitDependencies, 'limitRate' | 'isSameOrigin'> = {
  limitRate: (request) => limitRate(request, 'partner-application', { format: 'json' }),
  isSameOrigin: (request) => isSameOriginRequest(request),
}
