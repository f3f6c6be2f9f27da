'use client'

/**
 * The video section's facade: a poster and a play button; the hosted player (an <iframe> for a
 * host's embed page, a <video> for a media file) loads only after a click. No URL, no network,
 * or a player that does not load within VIDEO_LOAD_TIMEOUT_MS keeps the poster with a message.
 *
 * Analytics: click events { path, action: 'VideoPlay' | 'VideoEnd', source }. VideoEnd comes
 * from the <video> 'ended' event; an <iframe> player cannot tell us, so for a hosted embed
 * VideoEnd needs that host's player API (e.g. its postMessage events) wired in here.
 */
import { useEffect, useId, useReducer, useRef } from 'react'
import { getAnalytics } from '@/lib/analytics/client'
import { reportMarketing } from '@/lib/marketing/report'
import { MARKETING_ACTIONS } from '@/lib/marketing/actions'
import {
  initialVideoStatus,
  isPlayerMounted,
  VIDEO_LOAD_TIMEOUT_MS,
  VIDEO_UNAVAILABLE_MESSAGE,
  videoPlayerKind,
  videoReducer,
} from '@/lib/video-facade'
import { Figure, Play, Message } from './video-facade.styles'

export interface VideoFacadeProps {
  /** The hosted player's URL (NEXT_PUBLIC_VIDEO_URL); empty means not configured. */
  url: string
  title: string
  posterSrc: string
  posterAlt?: string
  /** Intrinsic size of the poster and player: sets the 16:9 (or other) box. */
  width?: number
  height?: number
  /** The analytics source id. */
  source?: string
  className?: string
}

export function VideoFacade({
  url,
  title,
  posterSrc,
  posterAlt = '',
  width = 1280,
  height = 720,
  source = 'video',
  className,
}: VideoFacadeProps) {
  const kind = videoPlayerKind(url)
  const [status, dispatch] = useReducer(videoReducer, kind, initialVideoStatus)
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null)
  const messageId = useId()
  const unavailable = status === 'unavailable'

  useEffect(() => {
    if (status !== 'loading') return
    const timer = setTimeout(() => dispatch({ type: 'failed' }), VIDEO_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [status])

  useEffect(() => {
    if (status === 'playing') playerRef.current?.focus()
  }, [status])

  const play = () => {
    if (status === 'loading' || status === 'playing') return
    if (kind === 'none') return
    dispatch({ type: 'play', kind, online: navigator.onLine !== false })
    getAnalytics().click({ action: 'VideoPlay', source })
    reportMarketing({ action: MARKETING_ACTIONS.videoPlay, source, target: url })
  }

  const loaded = () => dispatch({ type: 'loaded' })
  const failed = () => dispatch({ type: 'failed' })

  return (
    <div className={className}>
      <Figure data-status={status} style={{ aspectRatio: `${width} / ${height}` }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a static poster, lazy below the fold */}
        <img
          src={posterSrc}
          alt={posterAlt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
        {isPlayerMounted(status) && kind === 'iframe' && (
          <iframe
            ref={playerRef}
            src={url}
            title={title}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={loaded}
            onError={failed}
          />
        )}
        {isPlayerMounted(status) && kind === 'video' && (
          <video
            ref={playerRef}
            src={url}
            title={title}
            controls
            autoPlay
            playsInline
            preload="auto"
            onLoadedData={loaded}
            onError={failed}
            onEnded={() => {
              getAnalytics().click({ action: 'VideoEnd', source })
              reportMarketing({ action: MARKETING_ACTIONS.videoEnd, source, target: url })
            }}
          />
        )}
        {status !== 'playing' && (
          <Play
            type="button"
            data-status={status}
            aria-label={`Play video: ${title}`}
            aria-disabled={unavailable && kind === 'none' ? true : undefined}
            aria-describedby={messageId}
            onClick={play}
          >
            <span aria-hidden="true" />
          </Play>
        )}
      </Figure>
      <Message id={messageId} role="status">
        {unavailable ? VIDEO_UNAVAILABLE_MESSAGE : status === 'loading' ? 'Loading the video…' : ''}
      </Message>
    </div>
  )
}
