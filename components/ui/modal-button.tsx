'use client'

import { useCallback, useRef, useState, type ReactNode } from 'react'
import { useLazyChunk } from '@/components/hooks/use-lazy-chunk'
import type { ModalVariant } from '@/lib/modal-state'
import { ChunkFailure } from './chunk-failure'
import { TextButton } from './text-button'

const importModal = () => import('./modal').then((module) => module.Modal)

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
  // Wanted open: the dialog shows once its chunk is there (at once after the first time).
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { state, load } = useLazyChunk('modal', importModal)
  const close = useCallback(() => setOpen(false), [])
  const Modal = state.value

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
          setOpen(true)
          load()
        }}
      >
        {buttonText}
      </TextButton>
      {open && state.status === 'failed' ? (
        <ChunkFailure error={state.error} what="This step's details" onRetry={load} />
      ) : null}
      {Modal ? (
        <Modal
          open={open}
          onClose={close}
          heading={heading}
          variant={variant}
          returnFocusRef={buttonRef}
        >
          {children}
        </Modal>
      ) : null}
    </>
  )
}
