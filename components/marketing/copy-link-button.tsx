'use client'

import { useState } from 'react'
import { useHydrated } from '@/components/hooks/use-hydrated'
import { DeskButton } from './desk.styles'

/**
 * Copies the campaign link. Rendered only once scripts run (the link is on the page as text
 * without them); says what happened in a live region.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  if (!hydrated) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <DeskButton type="button" onClick={copy}>
        Copy link
      </DeskButton>{' '}
      <span aria-live="polite">
        {state === 'copied'
          ? 'Link copied.'
          : state === 'failed'
            ? 'Could not copy: select the link and copy it.'
            : ''}
      </span>
    </>
  )
}
