/**
 * The password strength meter's rules (spec §5): a zxcvbn score 0–4 read as a label, a bar
 * 25% wide per point (5% at 0) and a colour band (red 0–1, amber 2, green 3–4). The text shows
 * only while the field has no error.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4

export const PASSWORD_STRENGTH_LABELS: Record<PasswordScore, string> = {
  0: 'Very Weak!',
  1: 'Weak!',
  2: 'Medium',
  3: 'Strong',
  4: 'Very strong',
}

export type StrengthBand = 'red' | 'amber' | 'green'

/** The lowest score a partner password may have (refused below 2). */
export const MIN_PASSWORD_SCORE: PasswordScore = 2

/** Spec §4: the Hide/Show toggle hides this long after the field loses focus. */
export const PASSWORD_TOGGLE_HIDE_DELAY_MS = 150

/** Any number as a valid score (rounded, clamped to 0–4). */
export function toPasswordScore(value: number): PasswordScore {
  if (!Number.isFinite(value)) return 0
  return Math.min(4, Math.max(0, Math.round(value))) as PasswordScore
}

export function strengthLabel(score: PasswordScore): string {
  return PASSWORD_STRENGTH_LABELS[score]
}

/** 'Password Strength: Medium'. */
export function strengthText(score: PasswordScore): string {
  return `Password Strength: ${strengthLabel(score)}`
}

/** The bar's width in percent: 25 per point, 5 at 0 so an empty-looking bar still shows. */
export function strengthWidthPercent(score: PasswordScore): number {
  return score === 0 ? 5 : score * 25
}

export function strengthBand(score: PasswordScore): StrengthBand {
  if (score <= 1) return 'red'
  if (score === 2) return 'amber'
  return 'green'
}

/** What the meter shows: nothing while the field shows an error or has no value yet. */
export function visibleStrength(
  score: PasswordScore | null,
  options: { hasError: boolean; empty: boolean },
): { text: string; widthPercent: number; band: StrengthBand } | null {
  if (score === null || options.hasError || options.empty) return null
  return {
    text: strengthText(score),
    widthPercent: strengthWidthPercent(score),
    band: strengthBand(score),
  }
}
