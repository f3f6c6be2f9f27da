'use client'

import { useRef, type ReactNode } from 'react'
import type { ModalVariant } from '@/lib/modal-state'
import { ChunkFailure } from './chunk-failure'
import { LazyModal, useLazyModal } from './lazy-modal'
import { TextButton } from './text-button'

export interface ModalButtonProps {
  buttonText: string
  heading: string
  /** The modal's content; may be server-rendered. */
  children: ReactNode
  variant?: ModalVariant
  className?: string
}

/**
 * A button that opens a Modal with `heading` and `children` (spec §2: how-it-works modals). The
 * dialog's code is a lazy chunk, asked for on first intent (hover, focus or click) through the
 * spec's loader; if it fails, the button says so and offers a retry (never the page's error).
 */
export function ModalButton({
  buttonText,
  heading,
  children,
  variant = 'auto',
  className,
}: ModalButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null)
  const modal = useLazyModal()
  const { open, state, load } = modal

  return (
    <>
      <TextButton
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-busy={open && state.status === 'loading' ? true : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          modal.setOpen(true)
          load()
        }}
      >
        {buttonText}
      </TextButton>
      {open && state.status === 'failed' ? (
        <ChunkFailure error={state.error} what="This step's details" onRetry={load} />
      ) : null}
      <LazyModal control={modal} heading={heading} variant={variant} returnFocusRef={buttonRef}>
        {children}
      </LazyModal>
    </>
  )
}
