/**
 * A hosted video embed's player API, as far as VideoEnd needs it: an `<iframe>` cannot tell us
 * the video ended, but the hosts' players say so by postMessage once asked.
 * - YouTube (youtube.com, youtube-nocookie.com `/embed/…`): the URL needs `enablejsapi=1` and
 *   our `origin`; after a `listening` message the player sends `infoDelivery` (and, once we ask
 *   for them, `onStateChange`) messages whose player state 0 means ended.
 * - Vimeo (player.vimeo.com): after `addEventListener` for 'ended', the player sends
 *   `{ event: 'ended' }`.
 * Any other host: no VideoEnd (we know no API for it).
 */

export type EmbedProvider = 'youtube' | 'vimeo' | 'other'

const YOUTUBE_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
])

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

export function embedProvider(url: string): EmbedProvider {
  const parsed = parse(url)
  if (!parsed) return 'other'
  if (YOUTUBE_HOSTS.has(parsed.hostname) && parsed.pathname.startsWith('/embed/')) return 'youtube'
  if (parsed.hostname === 'player.vimeo.com') return 'vimeo'
  return 'other'
}

/**
 * The embed URL with its player API turned on: YouTube's `enablejsapi=1` and `origin` (the
 * page's, so the player accepts our messages). Other URLs as they are.
 *
 * @example withPlayerApi('https://www.youtube.com/embed/abc?rel=0', 'https://move.example') // …?rel=0&enablejsapi=1&origin=https%3A%2F%2Fmove.example
 */
export function withPlayerApi(url: string, pageOrigin: string): string {
  if (embedProvider(url) !== 'youtube') return url
  const parsed = parse(url) as URL
  parsed.searchParams.set('enablejsapi', '1')
  parsed.searchParams.set('origin', pageOrigin)
  return parsed.toString()
}

/** What to post to the player once it has loaded, so that it reports its end. */
export function subscribeMessages(provider: EmbedProvider): string[] {
  switch (provider) {
    case 'youtube':
      return [
        JSON.stringify({ event: 'listening', id: 'move-video', channel: 'widget' }),
        JSON.stringify({
          event: 'command',
          func: 'addEventListener',
          args: ['onStateChange'],
          id: 'move-video',
          channel: 'widget',
        }),
      ]
    case 'vimeo':
      return ['ended', 'play'].map((value) => JSON.stringify({ method: 'addEventListener', value }))
    case 'other':
      return []
  }
}

function asObject(data: unknown): Record<string, unknown> | null {
  let value = data
  if (typeof value === 'string') {
    // Bounded: the players' messages are small; anything large is not one of them.
    if (value.length > 100_000) return null
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

const YOUTUBE_ENDED = 0

/**
 * The player state a message reports: 'ended', 'other' (any other state: a new play may end
 * again), or null (not a state message).
 */
export function embedPlaybackState(
  provider: EmbedProvider,
  data: unknown,
): 'ended' | 'other' | null {
  const message = asObject(data)
  if (!message) return null
  if (provider === 'youtube') {
    if (message.event === 'onStateChange' && typeof message.info === 'number') {
      return message.info === YOUTUBE_ENDED ? 'ended' : 'other'
    }
    const info = asObject(message.info)
    if (
      (message.event === 'infoDelivery' || message.event === 'initialDelivery') &&
      typeof info?.playerState === 'number'
    ) {
      return info.playerState === YOUTUBE_ENDED ? 'ended' : 'other'
    }
    return null
  }
  if (provider === 'vimeo') {
    if (message.event === 'ended') return 'ended'
    return message.event === 'play' || message.event === 'playing' ? 'other' : null
  }
  return null
}
