/**
 * The video facade's rules: the hosted player loads only after a click; an empty URL or a
 * player that does not load within VIDEO_LOAD_TIMEOUT_MS keeps the poster with a message.
 */
export const VIDEO_UNAVAILABLE_MESSAGE = "The video can't be played right now."
export const VIDEO_LOAD_TIMEOUT_MS = 8000

export type VideoPlayerKind = 'none' | 'video' | 'iframe'
export type VideoStatus = 'poster' | 'loading' | 'playing' | 'unavailable'
export type VideoAction =
  { type: 'play'; kind: VideoPlayerKind; online: boolean } | { type: 'loaded' } | { type: 'failed' }

const VIDEO_FILE = /\.(mp4|webm|ogv|ogg|m4v|mov)([?#]|$)/i

/**
 * Which player a URL needs: a media file plays in `<video>`, anything else (a host's embed page)
 * in an `<iframe>`. Only http(s) and same-origin paths are accepted; anything else is 'none'.
 */
export function videoPlayerKind(url: string | undefined): VideoPlayerKind {
  const trimmed = url?.trim() ?? ''
  if (trimmed === '') return 'none'
  const safe =
    /^https?:\/\//i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//'))
  if (!safe) return 'none'
  return VIDEO_FILE.test(trimmed) ? 'video' : 'iframe'
}

export function initialVideoStatus(kind: VideoPlayerKind): VideoStatus {
  return kind === 'none' ? 'unavailable' : 'poster'
}

export function videoReducer(status: VideoStatus, action: VideoAction): VideoStatus {
  switch (action.type) {
    case 'play':
      if (action.kind === 'none' || !action.online) return 'unavailable'
      return status === 'playing' ? status : 'loading'
    case 'loaded':
      return status === 'loading' ? 'playing' : status
    case 'failed':
      return status === 'loading' || status === 'playing' ? 'unavailable' : status
  }
}

/** Whether the player element is in the page (it stays while loading so it can load). */
export function isPlayerMounted(status: VideoStatus): boolean {
  return status === 'loading' || status === 'playing'
}
