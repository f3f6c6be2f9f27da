'use client'

/**
 * The sticky bar (spec §2): shown after scrolling past the top (scroll offset above 0) while
 * the element with id `watchId` (the hero with the main call to action) is out of view, or
 * whenever the map is fullscreen.
 *
 * Map contract: the map dispatches on `window`
 *   new CustomEvent('move:map-fullscreen', { detail: { fullscreen: boolean } })
 * each time it enters or leaves fullscreen (`mapFullscreenEvent()` from
 * lib/map-fullscreen-event.ts builds it). Any other detail counts as "not fullscreen".
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { styled } from 'next-yak'
import { useInView } from '@/components/hooks/use-in-view'
import {
  isMapFullscreenDetail,
  MAP_FULLSCREEN_EVENT,
  STICKY_BAR_HEIGHT_VAR,
} from '@/lib/map-fullscreen-event'
import { ctaMarker } from '@/lib/marketing/cta-click'
import { isStickyBarVisible } from '@/lib/sticky-bar'
import { throttle } from '@/lib/throttle'
import { INTERSECTION_THROTTLE_MS } from '@/lib/timing'
import { colors, layout, media, radii, space } from '@/styles/tokens'

export interface StickyBarProps {
  /** Id of the element (the hero) whose visibility keeps the bar hidden. */
  watchId: string
  /** The region's accessible name. */
  label?: string
  /** Text beside the action, e.g. the package tagline. */
  text?: string
  /** A button link, used when there are no children. */
  buttonText?: string
  buttonHref?: string
  /** Usually `<EmailCapture elementLocation="sticky-bar" appearance="invert" … />` (the bar is dark). */
  children?: ReactNode
}

/**
 * A dark bar, so it stands apart from the page it floats over: its email capture uses the
 * fields' invert appearance, and focus rings turn light to stay visible on it.
 */
const Bar = styled.section`
  position: fixed;
  inset: 0 0 auto;
  z-index: 900;
  --color-focus: #9ec5ff;
  background: ${colors.ink};
  color: ${colors.surface};
  box-shadow: 0 4px 16px rgb(27 27 58 / 24%);
  transform: translateY(-100%);
  visibility: hidden;
  transition:
    transform 250ms ease-out,
    visibility 0s linear 250ms;

  & :focus-visible {
    outline-color: ${colors.focus};
  }

  &[data-visible='true'] {
    transform: none;
    visibility: visible;
    transition:
      transform 250ms ease-out,
      visibility 0s;
  }

  @media (prefers-reduced-motion: reduce) {
    transform: none;
    transition: none;

    &[data-visible='true'] {
      transition: none;
    }
  }
`

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  max-width: ${layout.containerMaxWidth}px;
  margin: 0 auto;
  padding: ${space.sm} ${space.md};

  p {
    margin: 0;
    font-weight: 600;
  }

  > form {
    flex: 1 1 auto;
    max-width: 640px;
  }

  /* Email, voucher code and button on one row where they fit. */
  > form[data-voucher] {
    max-width: 800px;
  }

  ${media.below.stickyBarCopy} {
    p {
      display: none;
    }
  }
`

const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${layout.ctaButtonMinWidth}px;
  min-height: 50px;
  padding: 12px ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.surface};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${colors.primaryDark};
  }

  ${media.below.ctaNarrowScreen} {
    min-width: ${layout.ctaButtonMinWidthNarrow}px;
  }
`

export function StickyBar({
  watchId,
  label = 'Join',
  text,
  buttonText,
  buttonHref,
  children,
}: StickyBarProps) {
  const [scrollY, setScrollY] = useState(0)
  const [mapFullscreen, setMapFullscreen] = useState(false)
  const headerInView = useInView(
    useCallback(() => document.getElementById(watchId), [watchId]),
    { initial: true },
  )

  useEffect(() => {
    const update = throttle(() => setScrollY(window.scrollY), INTERSECTION_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
      update.cancel()
    }
  }, [])

  useEffect(() => {
    const onFullscreen = (event: Event) => setMapFullscreen(isMapFullscreenDetail(event))
    window.addEventListener(MAP_FULLSCREEN_EVENT, onFullscreen)
    return () => window.removeEventListener(MAP_FULLSCREEN_EVENT, onFullscreen)
  }, [])

  const visible = isStickyBarVisible({ scrollY, headerInView, mapFullscreen })
  const bar = useRef<HTMLElement>(null)

  // The fullscreen map starts below the bar (it shows then too, spec §2): publish its height
  // while the bar shows. While it is hidden the property is absent (the map falls back to 0px):
  // writing any value on <html> restyles the whole page, which the first paint after hydration
  // should not pay for.
  useEffect(() => {
    const root = document.documentElement
    const element = bar.current
    if (!visible || !element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() =>
      root.style.setProperty(STICKY_BAR_HEIGHT_VAR, `${element.offsetHeight}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(STICKY_BAR_HEIGHT_VAR)
    }
  }, [visible])

  return (
    <Bar
      ref={bar}
      aria-label={label}
      data-visible={visible}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <Inner>
        {text && <p>{text}</p>}
        {children ??
          (buttonText && buttonHref ? (
            <ButtonLink href={buttonHref} {...ctaMarker('sticky-bar')}>
              {buttonText}
            </ButtonLink>
          ) : null)}
      </Inner>
    </Bar>
  )
}
