/**
 * The city hero rotation (spec §2): every IMAGE_ROTATION_MS the hero moves to the next city
 * image that has loaded, only while the hero is in view; failed or pending images are skipped.
 */
export const DEFAULT_HERO_CITIES = [
  'london',
  'brighton',
  'manchester',
  'doncaster',
  'sheffield',
] as const

export interface RotationInput {
  /** Index of the image on screen. */
  current: number
  /** How many images the rotation holds. */
  count: number
  /** Indexes whose images have loaded. */
  loaded: ReadonlySet<number>
  /** Whether the hero is in the viewport. */
  inView: boolean
}

/** The index to show after a rotation tick: the next loaded image after `current`, wrapping. */
export function nextRotationIndex({ current, count, loaded, inView }: RotationInput): number {
  if (!inView || count <= 1) return current
  for (let step = 1; step < count; step += 1) {
    const candidate = (current + step) % count
    if (loaded.has(candidate)) return candidate
  }
  return current
}

/** Whether the rotation timer should run at all. */
export function shouldRotate({
  inView,
  reducedMotion,
  loaded,
  count,
}: {
  inView: boolean
  reducedMotion: boolean
  loaded: ReadonlySet<number>
  count: number
}): boolean {
  if (!inView || reducedMotion || count <= 1) return false
  // Something other than a single image must be ready to rotate to.
  return loaded.size >= 2
}
