/** Spec §9 timings, in milliseconds: one place for every timer the islands use. */
export const ROTATING_WORD_MS = 3000
export const TYPING_MS_PER_CHAR = 70
export const PIN_DEMO_MS = 3000
export const SPINNER_DELAY_MS = 300
export const IMAGE_ROTATION_MS = 9800
/** The hero image's cross-fade / Ken Burns animation (spec §2: "animation 10 s"). */
export const IMAGE_ANIMATION_MS = 10_000
export const MODAL_TRANSITION_MS = 500
export const BACKDROP_FADE_MS = 250
export const INTERSECTION_THROTTLE_MS = 100
export const CHUNK_TIMEOUT_MS = 120_000
