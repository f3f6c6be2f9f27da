'use client'

import { useState, useSyncExternalStore } from 'react'
import { styled } from 'next-yak'
import {
  COOKIE_POLICY_PATH,
  HIDE_COOKIE_IMAGE_PATH,
  isCookieNoticeDismissed,
} from '@/lib/landing/cookie-notice'
import { colors, radii, space } from '@/styles/tokens'

export interface CookieNoticeProps {
  policyHref?: string
  buttonText?: string
  /**
   * For pages rendered without reading cookies (cached): render nothing on the server and show
   * the notice after hydration unless `document.cookie` holds the dismissal (the hide-cookie
   * route must then set the cookie without HttpOnly). By default the server decides, rendering
   * the notice only when `shouldShowCookieNotice(cookie)`.
   */
  checkCookieOnClient?: boolean
}

const noSubscription = () => () => {}

const Notice = styled.section`
  position: fixed;
  right: ${space.md};
  bottom: ${space.md};
  left: ${space.md};
  z-index: 800;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  max-width: 560px;
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: ${colors.surface};
  box-shadow: 0 8px 24px rgb(0 0 0 / 20%);

  p {
    flex: 1 1 260px;
    margin: 0;
    font-size: 0.9375rem;
  }

  a {
    color: ${colors.surface};
    font-weight: 600;
  }

  button {
    min-height: 44px;
    padding: ${space.sm} ${space.lg};
    border: 2px solid ${colors.surface};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:hover {
    background: transparent;
    color: ${colors.surface};
  }

  a:focus-visible,
  button:focus-visible {
    outline-color: ${colors.surface};
  }
`

/**
 * The cookie notice (spec §2, §4): shown until dismissed; dismissing hides it and requests the
 * hide-cookie image, whose response sets the cookie that stops the server rendering it again.
 * A non-modal region in a corner: it never blocks the page.
 */
export function CookieNotice({
  policyHref = COOKIE_POLICY_PATH,
  buttonText = 'Got it',
  checkCookieOnClient = false,
}: CookieNoticeProps) {
  const [dismissed, setDismissed] = useState(false)
  const allowedByCookie = useSyncExternalStore(
    noSubscription,
    () => !checkCookieOnClient || !isCookieNoticeDismissed(document.cookie),
    () => !checkCookieOnClient,
  )
  if (dismissed || !allowedByCookie) return null

  const dismiss = () => {
    setDismissed(true)
    new Image().src = HIDE_COOKIE_IMAGE_PATH
  }

  return (
    <Notice role="region" aria-label="Cookie notice">
      <p>
        We use cookies to keep you signed in, remember your choices and understand how our site is
        used. <a href={policyHref}>Read our Cookie Policy</a>
      </p>
      <button type="button" onClick={dismiss}>
        {buttonText}
      </button>
    </Notice>
  )
}
