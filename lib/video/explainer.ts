/**
 * Our own explainer video, shown when no hosted video is configured (NEXT_PUBLIC_VIDEO_URL):
 * about 25 seconds of our own illustrations, made at build time (scripts/generate-video.ts,
 * ffmpeg) as WebM and MP4 with WebVTT captions. The video is silent: the captions carry its
 * words, and the page shows them as a transcript too.
 */
import { BRAND } from '../brand'

export const EXPLAINER_DIR = '/static/video'
export const EXPLAINER_VIDEO = {
  webm: `${EXPLAINER_DIR}/explainer.webm`,
  mp4: `${EXPLAINER_DIR}/explainer.mp4`,
  captions: `${EXPLAINER_DIR}/explainer.en.vtt`,
  poster: `${EXPLAINER_DIR}/explainer-poster.jpg`,
} as const

export const EXPLAINER_WIDTH = 1280
export const EXPLAINER_HEIGHT = 720
/** Each file at most this many bytes (the build fails otherwise). */
export const EXPLAINER_MAX_BYTES = 1_000_000

/** What each scene shows (the build draws it from our illustrations). */
export type ExplainerScene = 'city' | 'discover' | 'try' | 'book' | 'keep-moving'

export interface ExplainerCue {
  scene: ExplainerScene
  /** Seconds from the start. */
  start: number
  end: number
  text: string
}

const SCENE_SECONDS = 5

const SCENES: ReadonlyArray<[ExplainerScene, string]> = [
  ['city', `${BRAND} is one membership for gyms, pools, studios and classes across the UK.`],
  ['discover', 'Discover gyms, swimming, yoga, martial arts, dance and fitness near you.'],
  ['try', 'Start with a taster, or choose the membership that suits you.'],
  ['book', 'Pick an activity, see when it runs and book your place in a few taps.'],
  ['keep-moving', 'Then turn up, try something new and keep moving.'],
]

/** The scenes in order, each with its caption. */
export const EXPLAINER_CUES: readonly ExplainerCue[] = SCENES.map(([scene, text], index) => ({
  scene,
  start: index * SCENE_SECONDS,
  end: (index + 1) * SCENE_SECONDS,
  text,
}))

export const EXPLAINER_SECONDS = SCENES.length * SCENE_SECONDS
