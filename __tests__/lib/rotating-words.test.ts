import {
  DISCOVERY_TITLE_WORDS,
  HOW_IT_WORKS_WORDS,
  initialRotatingWordState,
  isTyping,
  longestWord,
  rotatingWordReducer,
  visibleWord,
  type RotatingWordState,
} from '@/lib/rotating-words'

describe('word lists (spec §2)', () => {
  it('how it works step 2', () => {
    expect(HOW_IT_WORKS_WORDS).toEqual([
      'Gyms',
      'Swimming',
      'Yoga',
      'Martial Arts',
      'Dance',
      'Fitness',
    ])
  })

  it('discovery title and pin demo', () => {
    expect(DISCOVERY_TITLE_WORDS).toEqual([
      'Dance',
      'Fitness',
      'Gyms',
      'Martial Arts',
      'Swimming',
      'Yoga',
    ])
  })
})

const words = ['Gyms', 'Swimming', 'Yoga'] as const

describe('rotatingWordReducer', () => {
  it('starts on the first word, fully typed', () => {
    expect(initialRotatingWordState(words)).toEqual({ index: 0, typed: 4 })
    expect(initialRotatingWordState([])).toEqual({ index: 0, typed: 0 })
  })

  it.each<
    [string, RotatingWordState, Parameters<typeof rotatingWordReducer>[1], RotatingWordState]
  >([
    [
      'advance starts typing the next word',
      { index: 0, typed: 4 },
      { type: 'advance', words, animate: true },
      { index: 1, typed: 1 },
    ],
    [
      'advance wraps around',
      { index: 2, typed: 4 },
      { type: 'advance', words, animate: true },
      { index: 0, typed: 1 },
    ],
    [
      'advance without animation shows the whole word',
      { index: 0, typed: 4 },
      { type: 'advance', words, animate: false },
      { index: 1, typed: 8 },
    ],
    [
      'type adds a character',
      { index: 1, typed: 1 },
      { type: 'type', words },
      { index: 1, typed: 2 },
    ],
    [
      'type stops at the word length',
      { index: 1, typed: 8 },
      { type: 'type', words },
      { index: 1, typed: 8 },
    ],
    [
      'no words: unchanged',
      { index: 0, typed: 0 },
      { type: 'advance', words: [], animate: true },
      { index: 0, typed: 0 },
    ],
  ])('%s', (_label, state, action, expected) => {
    expect(rotatingWordReducer(state, action)).toEqual(expected)
  })

  it.each<[RotatingWordState, string, boolean]>([
    [{ index: 0, typed: 4 }, 'Gyms', false],
    [{ index: 1, typed: 1 }, 'S', true],
    [{ index: 1, typed: 5 }, 'Swimm', true],
    [{ index: 1, typed: 8 }, 'Swimming', false],
  ])('%j shows %p (typing %p)', (state, text, typing) => {
    expect(visibleWord(words, state)).toBe(text)
    expect(isTyping(words, state)).toBe(typing)
  })

  it('types a word in word-length steps', () => {
    let state = rotatingWordReducer(
      { index: 0, typed: 4 },
      { type: 'advance', words, animate: true },
    )
    const frames = [visibleWord(words, state)]
    while (isTyping(words, state)) {
      state = rotatingWordReducer(state, { type: 'type', words })
      frames.push(visibleWord(words, state))
    }
    expect(frames).toEqual(['S', 'Sw', 'Swi', 'Swim', 'Swimm', 'Swimmi', 'Swimmin', 'Swimming'])
  })
})

describe('longestWord', () => {
  it.each([
    [HOW_IT_WORKS_WORDS, 'Martial Arts'],
    [DISCOVERY_TITLE_WORDS, 'Martial Arts'],
    [['a', 'bb', 'cc'], 'bb'],
    [[], ''],
  ])('%j → %p', (list, expected) => {
    expect(longestWord(list)).toBe(expected)
  })
})
