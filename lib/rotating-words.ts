/**
 * The rotating word's lists and its typing state (spec §2, §9): a new word every
 * ROTATING_WORD_MS, typed at TYPING_MS_PER_CHAR per character.
 */
/** How it works, step 2: 'Discover' followed by one of these. */
export const HOW_IT_WORKS_WORDS = [
  'Gyms',
  'Swimming',
  'Yoga',
  'Martial Arts',
  'Dance',
  'Fitness',
] as const

/** The discovery title's rotating word and pin demo (spec §2), in the spec's order. */
export const DISCOVERY_TITLE_WORDS = [
  'Dance',
  'Fitness',
  'Gyms',
  'Martial Arts',
  'Swimming',
  'Yoga',
] as const

export type DiscoveryWord = (typeof DISCOVERY_TITLE_WORDS)[number]

/**
 * The pin demo's pin for each word: the map's own icon category (spec §9), so the demo shows
 * the pins the map will.
 */
export const DISCOVERY_PIN_ICONS = {
  Dance: 'dance',
  Fitness: 'classes',
  Gyms: 'gym',
  'Martial Arts': 'martial-arts',
  Swimming: 'swim',
  Yoga: 'yoga-mindbody',
} as const satisfies Record<DiscoveryWord, string>

export interface RotatingWordState {
  index: number
  /** How many characters of the current word are shown. */
  typed: number
}

export type RotatingWordAction =
  | { type: 'advance'; words: readonly string[]; animate: boolean }
  | { type: 'type'; words: readonly string[] }

/** The first word is shown whole: it is what the server renders. */
export function initialRotatingWordState(words: readonly string[]): RotatingWordState {
  return { index: 0, typed: words[0]?.length ?? 0 }
}

export function rotatingWordReducer(
  state: RotatingWordState,
  action: RotatingWordAction,
): RotatingWordState {
  const { words } = action
  if (words.length === 0) return state
  switch (action.type) {
    case 'advance': {
      const index = (state.index + 1) % words.length
      const length = words[index]?.length ?? 0
      return { index, typed: action.animate ? Math.min(1, length) : length }
    }
    case 'type': {
      const length = words[state.index]?.length ?? 0
      return state.typed >= length ? state : { ...state, typed: state.typed + 1 }
    }
  }
}

/** The visible text for a state. */
export function visibleWord(words: readonly string[], state: RotatingWordState): string {
  return (words[state.index] ?? '').slice(0, state.typed)
}

/** Whether the current word is still being typed. */
export function isTyping(words: readonly string[], state: RotatingWordState): boolean {
  return state.typed < (words[state.index]?.length ?? 0)
}

/** The longest word, used to reserve width so the rotation never shifts the layout. */
export function longestWord(words: readonly string[]): string {
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '')
}
