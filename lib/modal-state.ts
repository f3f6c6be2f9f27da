/**
 * The modal's transition states (spec §4): unmounted → entering → entered → exiting → exited.
 * `entering` and `exiting` last MODAL_TRANSITION_MS; the component schedules the `settled` action.
 */
export type ModalState = 'unmounted' | 'entering' | 'entered' | 'exiting' | 'exited'

export type ModalAction = { type: 'open' } | { type: 'close' } | { type: 'settled' }

export const MODAL_INITIAL_STATE: ModalState = 'unmounted'

export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return state === 'entered' || state === 'entering' ? state : 'entering'
    case 'close':
      return state === 'entering' || state === 'entered' ? 'exiting' : state
    case 'settled':
      if (state === 'entering') return 'entered'
      if (state === 'exiting') return 'exited'
      return state
  }
}

/** Whether the modal's DOM exists (it stays mounted while it animates out). */
export function isModalMounted(state: ModalState): boolean {
  return state === 'entering' || state === 'entered' || state === 'exiting'
}

/** Whether a `settled` action is due after the transition time. */
export function isModalTransitioning(state: ModalState): boolean {
  return state === 'entering' || state === 'exiting'
}

export type ModalVariant = 'dialog' | 'fullscreen' | 'bottom-sheet' | 'auto'
export type ResolvedModalVariant = Exclude<ModalVariant, 'auto'>

/** 'auto' is a bottom sheet below the mobile breakpoint and a dialog from it up (spec §2). */
export function resolveModalVariant(
  variant: ModalVariant,
  isMobile: boolean,
): ResolvedModalVariant {
  if (variant !== 'auto') return variant
  return isMobile ? 'bottom-sheet' : 'dialog'
}

/**
 * A long document to read (terms): the whole screen below the mobile breakpoint, where a sheet
 * would leave too little room for the text, and a dialog from it up.
 */
export function readingModalVariant(isMobile: boolean): ResolvedModalVariant {
  return isMobile ? 'fullscreen' : 'dialog'
}
