'use client'

import {
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { createPortal } from 'react-dom'
import { useBodyScrollLock } from '@/components/hooks/use-body-scroll-lock'
import { FOCUSABLE_SELECTOR, focusTrapTarget } from '@/lib/focus-trap'
import {
  isModalMounted,
  isModalTransitioning,
  MODAL_INITIAL_STATE,
  modalReducer,
  resolveModalVariant,
  type ModalVariant,
  type ResolvedModalVariant,
} from '@/lib/modal-state'
import { MODAL_TRANSITION_MS } from '@/lib/timing'
import { breakpoints, mediaCondition } from '@/styles/tokens'
import { Root, Backdrop, Panel, Header, CloseButton, Body } from './modal.styles'

export type { ModalVariant } from '@/lib/modal-state'

export interface ModalProps {
  open: boolean
  onClose: () => void
  heading: string
  children: ReactNode
  variant?: ModalVariant
  /** Where focus goes back on close; defaults to whatever had focus when the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>
  closeLabel?: string
}

const MOBILE_QUERY = mediaCondition.below(breakpoints.mobile)

function isMobileScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(MOBILE_QUERY).matches
  )
}

/**
 * A modal dialog (spec §2, §4): 'dialog', 'fullscreen', 'bottom-sheet' or 'auto' (bottom sheet
 * below the 768px breakpoint, decided when it opens). States unmounted → entering → entered →
 * exiting → exited over MODAL_TRANSITION_MS, shown as `data-state` on the portal root. Closes
 * on the close button, a backdrop click or Escape; traps focus and returns it on close.
 */
export function Modal({
  open,
  onClose,
  heading,
  children,
  variant = 'auto',
  returnFocusRef,
  closeLabel = 'Close',
}: ModalProps) {
  const [state, dispatch] = useReducer(modalReducer, MODAL_INITIAL_STATE)
  const [openProp, setOpenProp] = useState(false)
  const [resolved, setResolved] = useState<ResolvedModalVariant>('dialog')
  // Follow the `open` prop during render (React's "adjust state when a prop changes").
  if (open !== openProp) {
    setOpenProp(open)
    if (open) setResolved(resolveModalVariant(variant, isMobileScreen()))
    dispatch({ type: open ? 'open' : 'close' })
  }
  const headingId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const mounted = isModalMounted(state)
  const active = state === 'entering' || state === 'entered'

  useEffect(() => {
    if (!open) return
    openerRef.current =
      returnFocusRef?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null)
  }, [open, returnFocusRef])

  useEffect(() => {
    if (!isModalTransitioning(state)) return
    const timer = setTimeout(() => dispatch({ type: 'settled' }), MODAL_TRANSITION_MS)
    return () => clearTimeout(timer)
  }, [state])

  // Everything outside the dialog is inert while it is open, so the virtual cursor stays in.
  const portalRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = portalRef.current
    if (!active || !root) return
    const made: Element[] = []
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === root || sibling.contains(root) || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
    return () => made.forEach((element) => element.removeAttribute('inert'))
  }, [active])

  // Initial focus on open; focus back to the opener as soon as closing starts.
  useEffect(() => {
    if (!active) return
    ;(closeRef.current ?? panelRef.current)?.focus()
    return () => {
      const opener = openerRef.current
      if (opener?.isConnected) opener.focus()
    }
  }, [active])

  useBodyScrollLock(active)

  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onClose()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, onClose])

  const onPanelKeyDown = useCallback((event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = Array.from(
      panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR),
    ).filter((element) => element.tabIndex >= 0 && !element.closest('[inert]'))
    const target = focusTrapTarget({
      current: focusable.indexOf(document.activeElement as HTMLElement),
      count: focusable.length,
      backwards: event.shiftKey,
    })
    if (focusable.length === 0) {
      event.preventDefault()
      return
    }
    if (target === undefined) return
    event.preventDefault()
    focusable[target]?.focus()
  }, [])

  if (!mounted || typeof document === 'undefined') return null

  return createPortal(
    <Root ref={portalRef} data-state={state} data-variant={resolved} data-testid="modal-root">
      <Backdrop aria-hidden="true" data-testid="modal-backdrop" onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={onPanelKeyDown}
      >
        <Header>
          <h2 id={headingId}>{heading}</h2>
          <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Root>,
    document.body,
  )
}
