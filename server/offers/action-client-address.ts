/**
 * The client address of a server action's request, for audit entries: server actions get
 * headers, not a Request, so the shared rule (server/security/client-address.ts) reads them
 * through one.
 */
import { headers } from 'next/headers'
import { clientAddress } from '@/server/security/client-address'

export async function actionClientAddress(): Promise<string | null> {
  const incoming = await headers()
  return clientAddress(new Request('http://localhost/', { headers: new Headers(incoming) }))
}
