/**
 * The shared request checks the desk's POSTs use, wired in one place: the Origin rule for every
 * form, and the sign-in budget (server/security/rate-limit-budgets.ts 'marketing-sign-in').
 */
import { limitRate } from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import type { DeskPostChecks } from './sign-in'

export const deskChecks: Required<DeskPostChecks> = {
  isSameOrigin: (request) => isSameOriginRequest(request),
  rateLimit: (request) => limitRate(request, 'marketing-sign-in', { format: 'html' }),
}
