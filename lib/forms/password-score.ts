/**
 * The zxcvbn score of a password, with the common and English dictionaries. Heavy (about
 * 600 KB gzip of word lists): the browser loads this module only when a password field is
 * first focused (components/forms/password-input.tsx); the server imports it directly.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import { toPasswordScore, type PasswordScore } from './password-strength'

/** zxcvbn's cost grows with length; nobody needs more than this to rate a password. */
const SCORED_LENGTH = 100

let factory: ZxcvbnFactory | null = null

function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  })
  return factory
}

/**
 * 0–4. `userInputs` (the venue name, email…) count as guessable words.
 *
 * @example scorePassword('password') // 0
 */
export function scorePassword(password: string, userInputs: readonly string[] = []): PasswordScore {
  if (password === '') return 0
  const inputs = userInputs.filter((input) => input.trim() !== '').slice(0, 10)
  return toPasswordScore(zxcvbn().check(password.slice(0, SCORED_LENGTH), inputs).score)
}
