import * as timing from '@/lib/timing'

describe('spec §9 timings', () => {
  it.each([
    ['ROTATING_WORD_MS', 3000],
    ['TYPING_MS_PER_CHAR', 70],
    ['PIN_DEMO_MS', 3000],
    ['SPINNER_DELAY_MS', 300],
    ['IMAGE_ROTATION_MS', 9800],
    ['IMAGE_ANIMATION_MS', 10_000],
    ['MODAL_TRANSITION_MS', 500],
    ['BACKDROP_FADE_MS', 250],
    ['INTERSECTION_THROTTLE_MS', 100],
    ['CHUNK_TIMEOUT_MS', 120_000],
  ] as const)('%s is %p ms', (name, value) => {
    expect(timing[name]).toBe(value)
  })
})
