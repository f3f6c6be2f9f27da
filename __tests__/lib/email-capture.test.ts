import {
  carriedQueryParams,
  EMAIL_DEFAULT_BUTTON_TEXT,
  EMAIL_ERROR_MESSAGE,
  EMAIL_PLACEHOLDER,
  emailCaptureError,
  emailCaptureReducer,
  initialEmailCaptureState,
  isValidEmail,
  shouldContinue,
  storeCookiesUrl,
  type EmailCaptureAction,
  type EmailCaptureState,
} from '@/lib/email-capture'

describe('email capture copy (spec §5)', () => {
  it('uses the spec strings', () => {
    expect(EMAIL_ERROR_MESSAGE).toBe('Please enter a valid email address')
    expect(EMAIL_PLACEHOLDER).toBe('Enter your email address')
    expect(EMAIL_DEFAULT_BUTTON_TEXT).toBe('Join Now')
  })
})

describe('isValidEmail (spec §5: valid when longer than 5 characters, no other check)', () => {
  it.each([
    ['', false],
    ['a', false],
    ['a@b.c', false],
    ['abcde', false],
    ['abcdef', true],
    ['a@b.co', true],
    ['      ', true],
    ['not an email at all', true],
  ])('%p → %p', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid)
  })
})

describe('emailCaptureReducer (spec §4)', () => {
  it('starts empty, not valid, not clicked', () => {
    expect(initialEmailCaptureState()).toEqual({ email: '', valid: false, clicked: false })
  })

  it('starts clicked after a no-JS round trip with email_error=1', () => {
    const state = initialEmailCaptureState('abc', true)
    expect(state).toEqual({ email: 'abc', valid: false, clicked: true })
    expect(emailCaptureError(state)).toBe('Please enter a valid email address')
  })

  it('starts valid when prefilled with a long enough email', () => {
    expect(initialEmailCaptureState('sam@example.com')).toEqual({
      email: 'sam@example.com',
      valid: true,
      clicked: false,
    })
  })

  it.each<[string, EmailCaptureState, EmailCaptureAction, EmailCaptureState]>([
    [
      'typing a short value',
      { email: '', valid: false, clicked: false },
      { type: 'type', email: 'a@b' },
      { email: 'a@b', valid: false, clicked: false },
    ],
    [
      'typing past 5 characters',
      { email: 'a@b.c', valid: false, clicked: false },
      { type: 'type', email: 'a@b.co' },
      { email: 'a@b.co', valid: true, clicked: false },
    ],
    [
      'deleting back to 5 characters',
      { email: 'a@b.co', valid: true, clicked: true },
      { type: 'type', email: 'a@b.c' },
      { email: 'a@b.c', valid: false, clicked: true },
    ],
    [
      'clicking',
      { email: 'a', valid: false, clicked: false },
      { type: 'click' },
      { email: 'a', valid: false, clicked: true },
    ],
  ])('%s', (_label, state, action, expected) => {
    expect(emailCaptureReducer(state, action)).toEqual(expected)
  })

  it.each<[EmailCaptureState, string | undefined, boolean]>([
    [{ email: '', valid: false, clicked: false }, undefined, false],
    [{ email: 'abc', valid: false, clicked: true }, 'Please enter a valid email address', false],
    [{ email: 'abcdef', valid: true, clicked: false }, undefined, true],
    [{ email: 'abcdef', valid: true, clicked: true }, undefined, true],
  ])('%j: error %p, continues %p', (state, error, continues) => {
    expect(emailCaptureError(state)).toBe(error)
    expect(shouldContinue(state)).toBe(continues)
  })
})

describe('storeCookiesUrl (spec §7: GET /store-cookies?utm_capture_email={email}&{existing query})', () => {
  it.each([
    ['no query', 'sam@example.com', '', '/store-cookies?utm_capture_email=sam%40example.com'],
    [
      'a query kept in order',
      'sam@example.com',
      'utm_source=news&utm_medium=email&ref=spring',
      '/store-cookies?utm_capture_email=sam%40example.com&utm_source=news&utm_medium=email&ref=spring',
    ],
    [
      'a leading question mark',
      'sam@example.com',
      '?utm_source=news',
      '/store-cookies?utm_capture_email=sam%40example.com&utm_source=news',
    ],
    [
      'the query’s own email keys replaced',
      'new@example.com',
      'email=old%40example.com&utm_capture_email=older&utm_term=yoga',
      '/store-cookies?utm_capture_email=new%40example.com&utm_term=yoga',
    ],
    [
      'characters that need encoding',
      'a+b@example.com',
      'utm_campaign=spring sale&x=1%262',
      '/store-cookies?utm_capture_email=a%2Bb%40example.com&utm_campaign=spring+sale&x=1%262',
    ],
    [
      'the error flag from a no-JS round trip dropped',
      'sam@example.com',
      'utm_source=news&email_error=1',
      '/store-cookies?utm_capture_email=sam%40example.com&utm_source=news',
    ],
    [
      'repeated keys',
      'sam@example.com',
      'tag=a&tag=b',
      '/store-cookies?utm_capture_email=sam%40example.com&tag=a&tag=b',
    ],
  ])('%s', (_label, email, query, expected) => {
    expect(storeCookiesUrl(email, query)).toBe(expected)
  })

  it.each([
    ['', '/store-cookies?utm_capture_email=sam%40example.com&landing=%2Flondon'],
    [
      'utm_source=news&landing=%2Fevil',
      '/store-cookies?utm_capture_email=sam%40example.com&utm_source=news&landing=%2Flondon',
    ],
  ])('adds landing last when given (query %p)', (query, expected) => {
    expect(storeCookiesUrl('sam@example.com', query, { landingPath: '/london' })).toBe(expected)
  })

  it('keeps an existing landing parameter when the form sets none', () => {
    expect(storeCookiesUrl('sam@example.com', 'landing=%2Fbath')).toBe(
      '/store-cookies?utm_capture_email=sam%40example.com&landing=%2Fbath',
    )
  })

  it.each<[string, string, string | undefined, string]>([
    [
      'a form without a voucher field carries the page’s code',
      'voucher_code=LARK10&ref=a',
      undefined,
      '/store-cookies?utm_capture_email=sam%40example.com&voucher_code=LARK10&ref=a',
    ],
    [
      'the field’s code (trimmed) replaces the page’s, right after the email',
      'voucher_code=OLD&ref=a',
      ' NEW-10 ',
      '/store-cookies?utm_capture_email=sam%40example.com&voucher_code=NEW-10&ref=a',
    ],
    [
      'an empty field sends no code, not even the page’s',
      'voucher_code=OLD&ref=a',
      '',
      '/store-cookies?utm_capture_email=sam%40example.com&ref=a',
    ],
    [
      'the voucher error flag of a no-JS round trip is dropped',
      'voucher_code=a%26b&voucher_error=1',
      'LARK10',
      '/store-cookies?utm_capture_email=sam%40example.com&voucher_code=LARK10',
    ],
  ])('voucher: %s', (_label, query, voucherCode, expected) => {
    expect(storeCookiesUrl('sam@example.com', query, { voucherCode })).toBe(expected)
  })

  it('carries the same parameters the no-JS form sends as hidden inputs', () => {
    expect(carriedQueryParams('email=x&utm_source=news&tag=a&tag=b')).toEqual([
      ['utm_source', 'news'],
      ['tag', 'a'],
      ['tag', 'b'],
    ])
    expect(
      carriedQueryParams('voucher_code=X&voucher_error=1&ref=a', {
        landingPath: '/offers/x',
        voucherCode: '',
      }),
    ).toEqual([
      ['ref', 'a'],
      ['landing', '/offers/x'],
    ])
  })
})
