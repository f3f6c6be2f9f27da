'use client'

import { passkeyClient } from '@better-auth/passkey/client'
import { createAuthClient } from 'better-auth/client'
import { useState, useSyncExternalStore } from 'react'
import { DESK_AUTH_BASE_PATH } from '@/lib/desk/desk-auth-settings'
import { DeskButton } from './desk.styles'

let client: ReturnType<typeof makeClient> | null = null
function makeClient() {
  return createAuthClient({ basePath: DESK_AUTH_BASE_PATH, plugins: [passkeyClient()] })
}
function authClient() {
  client ??= makeClient()
  return client
}

const subscribeToNothing = () => () => {}

/** Passkeys need a browser that has them; without one the buttons say so instead. */
function usePasskeysAvailable(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  )
}

export function AddPasskeyButton() {
  const available = usePasskeysAvailable()
  const [message, setMessage] = useState<string | null>(null)
  if (!available) return <p>This browser cannot make passkeys.</p>
  return (
    <>
      <DeskButton
        type="button"
        onClick={async () => {
          setMessage(null)
          const result = await authClient().passkey.addPasskey({ name: 'Passkey' })
          if (result?.error) setMessage(result.error.message ?? 'The passkey was not added.')
          else window.location.reload()
        }}
      >
        Add a passkey
      </DeskButton>
      <p role="status">{message}</p>
    </>
  )
}

export function PasskeySignInButton({ next }: { next: string }) {
  const available = usePasskeysAvailable()
  const [message, setMessage] = useState<string | null>(null)
  if (!available)
    return <p>This browser cannot sign in with passkeys: use your email and password.</p>
  return (
    <>
      <DeskButton
        type="button"
        onClick={async () => {
          setMessage(null)
          const result = await authClient().signIn.passkey()
          if (result?.error)
            setMessage('That passkey did not sign you in. Try again, or use your password.')
          else window.location.assign(next)
        }}
      >
        Sign in with a passkey
      </DeskButton>
      <p role="status">{message}</p>
    </>
  )
}
