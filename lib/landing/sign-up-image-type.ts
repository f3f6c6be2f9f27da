/** Step 1 of 'How it works' shows the image for the sign-up image type (spec §2). */
export const SIGN_UP_IMAGE_TYPES = ['buy', 'try', 'join'] as const
export type SignUpImageType = (typeof SIGN_UP_IMAGE_TYPES)[number]

/**
 * 'try' as a whole word, in any case: letters, digits or '_' on either side make it part of
 * another word ('Entry', 'Trying', 'retry' are not the word try); spaces, punctuation, '-',
 * '£' and the ends of the text delimit it ('Try for £1', 'Try-it', '“Try” us').
 */
const WORD_TRY = /(?:^|[^\p{L}\p{N}_])try(?:$|[^\p{L}\p{N}_])/iu

function isSignUpImageType(value: unknown): value is SignUpImageType {
  return (SIGN_UP_IMAGE_TYPES as readonly unknown[]).includes(value)
}

/**
 * The configured type (ctaConfig.signUpImageType: buy, try or join) wins; without one (null or
 * an unknown value), 'try' when the button text contains the word try, otherwise 'buy'.
 *
 * @example signUpImageType('Try for £1') // 'try'
 * @example signUpImageType('Try for £1', 'join') // 'join'
 * @example signUpImageType('Trying out') // 'buy': not the word try
 */
export function signUpImageType(buttonText: string, configured?: string | null): SignUpImageType {
  if (isSignUpImageType(configured)) return configured
  return WORD_TRY.test(buttonText) ? 'try' : 'buy'
}
