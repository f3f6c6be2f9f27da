'use client'

import { useCallback, useState, type ReactNode, type RefObject } from 'react'
import { useLazyChunk, type LazyChunkState } from '@/components/hooks/use-lazy-chunk'
import type { ModalVariant } from '@/lib/modal-state'
import type { Modal as ModalComponent } from './modal'

const importModal = () => import('./modal').then((module) => module.Modal)

export interface LazyModalControl {
  /** Wanted open: the dialog shows once its chunk is there (at once after the first time). */
  open: boolean
  setOpen: (open: boolean) => void
  /** Asks for the dialog's chunk (on first intent: hover, focus or click). */
  load: () => void
  state: LazyChunkState<typeof ModalComponent>
}

/**
 * A Modal whose code is a lazy chunk, asked for through the spec's loader: the openers
 * (ModalButton, ModalLink) share it, and render `<LazyModal control={…}>` for the dialog.
 */
export function useLazyModal(): LazyModalControl {
  const [open, setOpen] = useState(false)
  const { state, load } = useLazyChunk('modal', importModal)
  return { open, setOpen, load, state }
}

export function LazyModal({
  control,
  heading,
  variant,
  returnFocusRef,
  children,
}: {
  control: LazyModalControl
  heading: string
  variant: ModalVariant
  returnFocusRef: RefObject<HTMLElement | null>
  children: ReactNode
}) {
  const { setOpen } = control
  const close = useCallback(() => setOpen(false), [setOpen])
  const Modal = control.state.value
  if (!Modal) return null
  return (
    <Modal
      open={control.open}
      onClose={close}
      heading={heading}
      variant={variant}
      returnFocusRef={returnFocusRef}
    >
      {children}
    </Modal>
  )
}
