/** @jest-environment node */
import {
  activityTypeOptions,
  offeredActivityTypes,
  resolveActivityType,
  selectorOptions,
} from '@/lib/discovery/activity-selector'

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

describe("selectorOptions: the config's activityTypeOptions drive the selector", () => {
  const config = [
    { value: 'any', label: 'Any activity' },
    { value: 'yoga', label: 'Yoga' },
    { value: 'fitness-class', label: 'Fitness Classes' },
    { value: 'swimming', label: 'Swimming' },
  ]
  const values = (options: Array<{ value: string }>) => options.map((option) => option.value)

  it.each<[string, typeof config | null, string[] | null, string[], string[] | null]>([
    [
      'config only',
      config,
      null,
      ['any', 'yoga', 'fitness-class', 'swimming'],
      ['yoga', 'fitness-class', 'swimming'],
    ],
    [
      'narrowed by the city',
      config,
      ['yoga', 'gym', 'swimming'],
      ['any', 'yoga', 'swimming'],
      ['yoga', 'swimming'],
    ],
    ['no config: the city’s types', null, ['gym', 'yoga'], ['any', 'yoga', 'gym'], ['yoga', 'gym']],
    ['nothing known yet', null, null, ['any'], null],
    [
      'config of unknown types only',
      [{ value: 'chess', label: 'Chess' }],
      ['yoga'],
      ['any', 'yoga'],
      ['yoga'],
    ],
  ])('%s', (_, configOptions, available, options, offered) => {
    expect(values(selectorOptions(configOptions, available))).toEqual(options)
    expect(offeredActivityTypes(configOptions, available)).toEqual(offered)
  })

  it("keeps the config's labels", () => {
    expect(selectorOptions(config, null).map((option) => option.label)).toEqual([
      'Any activity',
      'Yoga',
      'Fitness Classes',
      'Swimming',
    ])
  })

  it('a type outside the config falls back to any', () => {
    expect(resolveActivityType('gym', offeredActivityTypes(config, ['gym', 'yoga']))).toBe('any')
    expect(resolveActivityType('yoga', offeredActivityTypes(config, ['gym', 'yoga']))).toBe('yoga')
  })
})
