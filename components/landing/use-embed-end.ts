'use client'

import { useEffect, useRef, type RefObject } from 'react'
import { embedPlaybackState, embedProvider, subscribeMessages } from '@/lib/video/embed-api'

/**
 * Calls `onEnd` when a hosted embed's player says its video ended (lib/video/embed-api.ts):
 * once the iframe has loaded (`loaded`), asks the player to report its state, then listens
 * for messages from that iframe and that origin only. Once per play: after an end, only a new
 * playing state arms it again.
 */
export function useEmbedEnd(
  iframeRef: RefObject<HTMLIFrameElement | null>,
  url: string,
  loaded: boolean,
  onEnd: () => void,
) {
  const onEndRef = useRef(onEnd)
  useEffect(() => {
    onEndRef.current = onEnd
  }, [onEnd])

  useEffect(() => {
    const iframe = iframeRef.current
    const provider = embedProvider(url)
    if (!loaded || !iframe?.contentWindow || provider === 'other') return
    const origin = new URL(url).origin
    let ended = false
    const listener = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || event.origin !== origin) return
      const state = embedPlaybackState(provider, event.data)
      if (state === 'other') ended = false
      if (state === 'ended' && !ended) {
        ended = true
        onEndRef.current()
      }
    }
    window.addEventListener('message', listener)
    for (const message of subscribeMessages(provider)) {
      iframe.contentWindow.postMessage(message, origin)
    }
    return () => window.removeEventListener('message', listener)
  }, [iframeRef, url, loaded])
}
