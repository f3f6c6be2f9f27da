/**
 * The cookie notice's shared names (spec §2, §4, §7): the client requests the hide-cookie image;
 * the server route answers it with a cookie that stops the server rendering the notice again.
 */
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE } from './landing-cache-key.mjs'

// Named where they are part of the landing cache key: a dismissed notice is a cached variant.
export { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_HIDDEN_VALUE }
export const HIDE_COOKIE_IMAGE_PATH = '/hide-cookie.gif'
export { COOKIE_POLICY_PATH } from '../links'

/** Whether the server should render the notice, from the request's cookie value. */
export function shouldShowCookieNotice(cookieValue: string | undefined): boolean {
  return cookieValue !== COOKIE_NOTICE_HIDDEN_VALUE
}

/**
 * Whether a Cookie header or `document.cookie` string holds the dismissal, for pages that
 * decide on the client (see CookieNotice's `checkCookieOnClient`).
 */
export function isCookieNoticeDismissed(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name, ...value] = pair.split('=')
    return (
      name?.trim() === COOKIE_NOTICE_COOKIE && value.join('=').trim() === COOKIE_NOTICE_HIDDEN_VALUE
    )
  })
}
