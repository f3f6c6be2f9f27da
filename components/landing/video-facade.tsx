'use client'

/**
 * The video section's facade: a poster and a play button; the player loads only after a
 * click: a hosted embed in an <iframe>, a hosted media file in a <video>, or, with no hosted
 * video configured, our own explainer (`ownVideo`: WebM and MP4 with captions) in a <video>.
 * No video at all, no network, or a player that does not load within VIDEO_LOAD_TIMEOUT_MS
 * keeps the poster with a message.
 *
 * Analytics: click events { path, action: 'VideoPlay' | 'VideoEnd', source }. VideoPlay on the
 * click (and on a replay after the end), VideoEnd on the <video>'s 'ended' event, or, for a
 * hosted embed, when its player says so through its API (use-embed-end.ts).
 */
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react'
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
import { withPlayerApi } from '@/lib/video/embed-api'
import { useEmbedEnd } from './use-embed-end'
import { Figure, Play, Message } from './video-facade.styles'

/** A video of our own: its files (WebM first, then MP4) and its captions. */
export interface OwnVideo {
  sources: ReadonlyArray<{ src: string; type: string }>
  captions: { src: string; srcLang: string; label: string }
}

export interface VideoFacadeProps {
  /** The hosted player's URL (NEXT_PUBLIC_VIDEO_URL); empty means not configured. */
  url: string
  /** Played when `url` is empty: our own explainer. */
  ownVideo?: OwnVideo
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
  ownVideo,
  title,
  posterSrc,
  posterAlt = '',
  width = 1280,
  height = 720,
  source = 'video',
  className,
}: VideoFacadeProps) {
  const hosted = videoPlayerKind(url)
  const own = hosted === 'none' ? ownVideo : undefined
  const kind = own ? 'video' : hosted
  const [status, dispatch] = useReducer(videoReducer, kind, initialVideoStatus)
  const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null)
  const messageId = useId()
  const unavailable = status === 'unavailable'
  const [ended, setEnded] = useState(false)
  const target = own ? (own.sources[0]?.src ?? '') : url

  const reportEnd = useCallback(() => {
    setEnded(true)
    getAnalytics().click({ action: 'VideoEnd', source })
    reportMarketing({ action: MARKETING_ACTIONS.videoEnd, source, target })
  }, [source, target])
  useEmbedEnd(playerRef, url, kind === 'iframe' && status === 'playing', reportEnd)

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
    reportPlay()
  }

  function reportPlay() {
    getAnalytics().click({ action: 'VideoPlay', source })
    reportMarketing({ action: MARKETING_ACTIONS.videoPlay, source, target })
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
            src={withPlayerApi(url, window.location.origin)}
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
            src={own ? undefined : url}
            title={title}
            controls
            autoPlay
            playsInline
            preload="auto"
            onLoadedData={loaded}
            // Its own error only: a <source>'s reaches here too, and one of two may fail.
            onError={(event) => {
              if (event.target === event.currentTarget) failed()
            }}
            onPlay={() => {
              // A replay after the end is a new play.
              if (!ended) return
              setEnded(false)
              reportPlay()
            }}
            onEnded={reportEnd}
          >
            {own?.sources.map((each, index) => (
              <source
                key={each.src}
                src={each.src}
                type={each.type}
                // Only the last source's failure means no source could play.
                onError={index === own.sources.length - 1 ? failed : undefined}
              />
            ))}
            {own ? (
              <track
                kind="captions"
                src={own.captions.src}
                srcLang={own.captions.srcLang}
                label={own.captions.label}
                default
              />
            ) : null}
          </video>
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
