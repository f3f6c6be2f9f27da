/** @jest-environment node */
import { activityTypeOptions, resolveActivityType } from '@/lib/discovery/activity-selector'

describe('resolveActivityType (spec §4: resets to any when the selection leaves the options)', () => {
  it.each<[string | null | undefined, readonly string[] | null | undefined, string]>([
    ['yoga', ['yoga', 'gym'], 'yoga'],
    ['gym', ['yoga', 'gym'], 'gym'],
    ['climbing', ['yoga', 'gym'], 'any'],
    ['climbing', [], 'any'],
    ['any', ['yoga'], 'any'],
    [null, ['yoga'], 'any'],
    [undefined, ['yoga'], 'any'],
    ['', ['yoga'], 'any'],
    ['curling', ['curling'], 'any'],
    ['yoga', null, 'yoga'],
    ['martial-arts', undefined, 'martial-arts'],
    ['curling', null, 'any'],
    [null, null, 'any'],
  ])('%p among %j → %p', (selected, available, expected) => {
    expect(resolveActivityType(selected, available)).toBe(expected)
  })
})

describe('activityTypeOptions', () => {
  it('lists Any activity then every type in the spec order', () => {
    expect(
      activityTypeOptions([
        'climbing',
        'dance',
        'gym',
        'martial-arts',
        'swimming',
        'fitness-class',
        'yoga',
      ]),
    ).toEqual([
      { value: 'any', label: 'Any activity' },
      { value: 'yoga', label: 'Yoga' },
      { value: 'fitness-class', label: 'Fitness Classes' },
      { value: 'swimming', label: 'Swimming' },
      { value: 'martial-arts', label: 'Martial Arts' },
      { value: 'gym', label: 'Gyms' },
      { value: 'dance', label: 'Dance' },
      { value: 'climbing', label: 'Climbing' },
    ])
  })

  it.each<[string[], string[]]>([
    [[], ['any']],
    [
      ['gym', 'yoga'],
      ['any', 'yoga', 'gym'],
    ],
    [
      ['dance', 'curling', 'any'],
      ['any', 'dance'],
    ],
    [
      ['swimming', 'swimming'],
      ['any', 'swimming'],
    ],
  ])('%j → %j', (available, expected) => {
    expect(activityTypeOptions(available).map((option) => option.value)).toEqual(expected)
  })
})
