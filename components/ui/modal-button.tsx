'use client'

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import type { ModalVariant } from '@/lib/modal-state'
import { TextButton } from './text-button'

const loadModal = () => import('./modal').then((module) => ({ default: module.Modal }))
// The dialog's code loads on first intent (hover, focus or click), not with the page.
const LazyModal = lazy(loadModal)

export interface ModalButtonProps {
  buttonText: string
  heading: string
  /** The modal's content; may be server-rendered. */
  children: ReactNode
  variant?: ModalVariant
  className?: string
}

/** A button that opens a Modal with `heading` and `children` (spec §2: how-it-works modals). */
export function ModalButton({
  buttonText,
  heading,
  children,
  variant = 'auto',
  className,
}: ModalButtonProps) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const preload = useCallback(() => void loadModal(), [])
  const close = useCallback(() => setOpen(false), [])

  return (
    <>
      <TextButton
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {buttonText}
      </TextButton>
      {requested && (
        <Suspense fallback={null}>
          <LazyModal
            open={open}
            onClose={close}
            heading={heading}
            variant={variant}
            returnFocusRef={buttonRef}
          >
            {children}
          </LazyModal>
        </Suspense>
      )}
    </>
  )
}
