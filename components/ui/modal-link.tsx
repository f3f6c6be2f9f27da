'use client'

import { useRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react'
import { useMediaQuery } from '@/components/hooks/use-media-query'
import { readingModalVariant } from '@/lib/modal-state'
import { breakpoints, mediaCondition } from '@/styles/tokens'
import { chunkFailureText } from './chunk-failure'
import { LazyModal, useLazyModal } from './lazy-modal'

export interface ModalLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'content'> {
  href: string
  /** The modal's heading: the document's title. */
  heading: string
  /** The document, shown in the modal; may be server-rendered. */
  content: ReactNode
  /** The link's text. */
  children: ReactNode
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function wantsBrowserNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
}

/**
 * A link to a document's page that, with JavaScript, opens the document in a modal over the
 * page instead, so what the visitor was doing there (a half-filled form) stays as it was: the
 * whole screen on a phone, a dialog from the mobile breakpoint up. Without JavaScript, with a
 * modifier key, or once the modal's code has failed to load (the spec's message says so, with
 * the plain link beside it), it is the plain link.
 */
export function ModalLink({ href, heading, content, children, onClick, ...link }: ModalLinkProps) {
  const linkRef = useRef<HTMLAnchorElement>(null)
  const isPhone = useMediaQuery(mediaCondition.below(breakpoints.mobile))
  const modal = useLazyModal()
  const { open, state, load } = modal

  return (
    <>
      <a
        {...link}
        ref={linkRef}
        href={href}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={(event) => {
          onClick?.(event)
          if (wantsBrowserNavigation(event) || state.status === 'failed') return
          event.preventDefault()
          modal.setOpen(true)
          load()
        }}
      >
        {children}
      </a>
      {/* Phrasing content only: the link may sit in a label (a terms checkbox). */}
      {open && state.status === 'failed' ? (
        <span role="alert">
          {' '}
          {chunkFailureText(state.error)}{' '}
          <a href={href} target={link.target} rel={link.rel}>
            Open {heading} on its own page
          </a>
        </span>
      ) : null}
      <LazyModal
        control={modal}
        heading={heading}
        variant={readingModalVariant(isPhone)}
        returnFocusRef={linkRef}
      >
        {content}
      </LazyModal>
    </>
  )
}
