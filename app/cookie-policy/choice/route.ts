import { handleObjection } from '@/server/privacy/objection-handler'
import { isSameOriginRequest } from '@/server/security/request-origin'

export const dynamic = 'force-dynamic'

/** POST choice=object|allow: objects to analytics and experiments, or allows them again. */
export async function POST(request: Request) {
  return handleObjection(request, { isSameOrigin: (incoming) => isSameOriginRequest(incoming) })
}
