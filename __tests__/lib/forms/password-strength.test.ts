import {
  MIN_PASSWORD_SCORE,
  PASSWORD_TOGGLE_HIDE_DELAY_MS,
  strengthBand,
  strengthLabel,
  strengthText,
  strengthWidthPercent,
  toPasswordScore,
  visibleStrength,
  type PasswordScore,
} from '@/lib/forms/password-strength'

describe('password strength (spec §5)', () => {
  it.each<[PasswordScore, string, number, string]>([
    [0, 'Very Weak!', 5, 'red'],
    [1, 'Weak!', 25, 'red'],
    [2, 'Medium', 50, 'amber'],
    [3, 'Strong', 75, 'green'],
    [4, 'Very strong', 100, 'green'],
  ])('score %i reads %s, %i%% wide, %s', (score, label, width, band) => {
    expect(strengthLabel(score)).toBe(label)
    expect(strengthText(score)).toBe(`Password Strength: ${label}`)
    expect(strengthWidthPercent(score)).toBe(width)
    expect(strengthBand(score)).toBe(band)
  })

  it.each([
    [-1, 0],
    [0.4, 0],
    [2.6, 3],
    [7, 4],
    [Number.NaN, 0],
  ])('toPasswordScore(%p) is %i', (input, expected) => {
    expect(toPasswordScore(input)).toBe(expected)
  })

  it.each([
    ['no score yet', null, false, false, null],
    ['an error on the field', 3, true, false, null],
    ['an empty field', 3, false, true, null],
    ['a score and no error', 2, false, false, 'Password Strength: Medium'],
  ] as const)(
    'shows the strength only without a field error: %s',
    (_, score, hasError, empty, text) => {
      expect(visibleStrength(score, { hasError, empty })?.text ?? null).toBe(text)
    },
  )

  it('keeps the spec and issue constants', () => {
    expect(PASSWORD_TOGGLE_HIDE_DELAY_MS).toBe(150)
    expect(MIN_PASSWORD_SCORE).toBe(2)
  })
})
