import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_HIDDEN_VALUE,
  COOKIE_POLICY_PATH,
  HIDE_COOKIE_IMAGE_PATH,
  isCookieNoticeDismissed,
  shouldShowCookieNotice,
} from '@/lib/landing/cookie-notice'

describe('cookie notice constants', () => {
  it('names the cookie, its value, the image and the policy page', () => {
    expect(COOKIE_NOTICE_COOKIE).toBe('move_cookie_notice')
    expect(COOKIE_NOTICE_HIDDEN_VALUE).toBe('hidden')
    expect(HIDE_COOKIE_IMAGE_PATH).toBe('/hide-cookie.gif')
    expect(COOKIE_POLICY_PATH).toBe('/cookie-policy')
  })
})

describe('shouldShowCookieNotice (spec §2: shown until dismissed)', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['shown', true],
    ['Hidden', true],
    ['hidden', false],
  ])('cookie %p → %p', (value, shown) => {
    expect(shouldShowCookieNotice(value)).toBe(shown)
  })
})

describe('isCookieNoticeDismissed', () => {
  it.each([
    ['', false],
    ['move_cookie_notice=hidden', true],
    ['a=1; move_cookie_notice=hidden; b=2', true],
    ['a=1;move_cookie_notice=hidden', true],
    ['move_cookie_notice=shown', false],
    ['other_move_cookie_notice=hidden', false],
    ['move_cookie_notice_x=hidden', false],
    ['move_cookie_notice=hidden2', false],
  ])('%p → %p', (cookies, expected) => {
    expect(isCookieNoticeDismissed(cookies)).toBe(expected)
  })
})
