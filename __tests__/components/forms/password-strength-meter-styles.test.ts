import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  strengthBand,
  strengthWidthPercent,
  type PasswordScore,
} from '@/lib/forms/password-strength'
import { colors } from '@/styles/tokens'

/**
 * The strength bar's widths and colours are written out in its styles (build-time CSS cannot
 * loop): they must stay the spec's rule (§5: 25 % a point, 5 % at 0; red 0-1, amber 2, green 3-4).
 */
const source = readFileSync(
  path.join(__dirname, '../../../components/forms/password-strength-meter.tsx'),
  'utf8',
)

/** The declarations of a rule `&[data-name='value'] { … }` in the bar's styles. */
function rule(name: string, value: string | number): string {
  const match = new RegExp(`&\\[data-${name}='${value}'\\] \\{([\\s\\S]*?)\\n\\s*\\}`).exec(source)
  if (!match) throw new Error(`no rule for data-${name}='${value}'`)
  return match[1]!.trim()
}

const BAND_TOKENS = { red: 'colors.error', amber: 'colors.warning', green: 'colors.success' }

describe('the strength bar styles', () => {
  it.each([0, 1, 2, 3, 4] as PasswordScore[])('score %p is as wide as the rule says', (score) => {
    expect(rule('score', score)).toBe(`width: ${strengthWidthPercent(score)}%;`)
  })

  it.each([0, 1, 2, 3, 4] as PasswordScore[])('score %p has its band colour', (score) => {
    const band = strengthBand(score)
    expect(rule('band', band)).toBe(`background: \${${BAND_TOKENS[band]}};`)
    expect(colors).toHaveProperty(BAND_TOKENS[band].replace('colors.', ''))
  })
})
