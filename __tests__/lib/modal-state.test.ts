import {
  isModalMounted,
  isModalTransitioning,
  MODAL_INITIAL_STATE,
  modalReducer,
  readingModalVariant,
  resolveModalVariant,
  type ModalAction,
  type ModalState,
  type ModalVariant,
} from '@/lib/modal-state'

describe('modalReducer (spec §4: unmounted, entering, entered, exiting, exited)', () => {
  it('starts unmounted', () => {
    expect(MODAL_INITIAL_STATE).toBe('unmounted')
  })

  it.each<[ModalState, ModalAction['type'], ModalState]>([
    ['unmounted', 'open', 'entering'],
    ['unmounted', 'close', 'unmounted'],
    ['unmounted', 'settled', 'unmounted'],
    ['entering', 'open', 'entering'],
    ['entering', 'settled', 'entered'],
    ['entering', 'close', 'exiting'],
    ['entered', 'open', 'entered'],
    ['entered', 'close', 'exiting'],
    ['entered', 'settled', 'entered'],
    ['exiting', 'settled', 'exited'],
    ['exiting', 'open', 'entering'],
    ['exiting', 'close', 'exiting'],
    ['exited', 'open', 'entering'],
    ['exited', 'close', 'exited'],
    ['exited', 'settled', 'exited'],
  ])('%s + %s → %s', (state, type, expected) => {
    expect(modalReducer(state, { type })).toBe(expected)
  })

  it('walks the whole timeline', () => {
    const actions: ModalAction['type'][] = ['open', 'settled', 'close', 'settled']
    const states = actions.reduce<ModalState[]>(
      (seen, type) => [...seen, modalReducer(seen[seen.length - 1] ?? 'unmounted', { type })],
      ['unmounted'],
    )
    expect(states).toEqual(['unmounted', 'entering', 'entered', 'exiting', 'exited'])
  })

  it.each<[ModalState, boolean, boolean]>([
    ['unmounted', false, false],
    ['entering', true, true],
    ['entered', true, false],
    ['exiting', true, true],
    ['exited', false, false],
  ])('%s: mounted %p, transitioning %p', (state, mounted, transitioning) => {
    expect(isModalMounted(state)).toBe(mounted)
    expect(isModalTransitioning(state)).toBe(transitioning)
  })
})

describe('resolveModalVariant (spec §2: auto picks by screen size)', () => {
  it.each<[ModalVariant, boolean, string]>([
    ['auto', true, 'bottom-sheet'],
    ['auto', false, 'dialog'],
    ['dialog', true, 'dialog'],
    ['dialog', false, 'dialog'],
    ['fullscreen', true, 'fullscreen'],
    ['bottom-sheet', false, 'bottom-sheet'],
  ])('%s, mobile %p → %s', (variant, mobile, expected) => {
    expect(resolveModalVariant(variant, mobile)).toBe(expected)
  })
})

describe('readingModalVariant (a long document: terms)', () => {
  it.each<[boolean, string]>([
    [true, 'fullscreen'],
    [false, 'dialog'],
  ])('mobile %p → %s', (mobile, expected) => {
    expect(readingModalVariant(mobile)).toBe(expected)
  })
})
