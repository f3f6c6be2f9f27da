import { DEFAULT_HERO_CITIES, nextRotationIndex, shouldRotate } from '@/lib/hero-rotation'

describe('DEFAULT_HERO_CITIES (spec §2)', () => {
  it('is london, brighton, manchester, doncaster, sheffield', () => {
    expect(DEFAULT_HERO_CITIES).toEqual([
      'london',
      'brighton',
      'manchester',
      'doncaster',
      'sheffield',
    ])
  })
})

describe('nextRotationIndex: the next loaded image, only while in view', () => {
  it.each<[string, number, number, number[], boolean, number]>([
    ['all loaded, in view', 0, 5, [0, 1, 2, 3, 4], true, 1],
    ['not in view: stays', 0, 5, [0, 1, 2, 3, 4], false, 0],
    ['wraps around from the last', 4, 5, [0, 1, 2, 3, 4], true, 0],
    ['skips images not loaded', 0, 5, [0, 3], true, 3],
    ['wraps past unloaded ones', 3, 5, [0, 1, 3], true, 0],
    ['only the current loaded: stays', 2, 5, [2], true, 2],
    ['nothing loaded: stays', 0, 5, [], true, 0],
    ['current not loaded but others are', 1, 5, [0, 4], true, 4],
    ['a single image: stays', 0, 1, [0], true, 0],
    ['no images: stays', 0, 0, [], true, 0],
    ['not in view, other loaded', 1, 3, [0, 2], false, 1],
  ])('%s', (_label, current, count, loaded, inView, expected) => {
    expect(nextRotationIndex({ current, count, loaded: new Set(loaded), inView })).toBe(expected)
  })
})

describe('shouldRotate', () => {
  it.each<[string, boolean, boolean, number[], number, boolean]>([
    ['in view, two loaded', true, false, [0, 1], 5, true],
    ['out of view', false, false, [0, 1], 5, false],
    ['reduced motion', true, true, [0, 1, 2], 5, false],
    ['only the first loaded', true, false, [0], 5, false],
    ['one city', true, false, [0], 1, false],
  ])('%s → %p', (_label, inView, reducedMotion, loaded, count, expected) => {
    expect(shouldRotate({ inView, reducedMotion, loaded: new Set(loaded), count })).toBe(expected)
  })
})
