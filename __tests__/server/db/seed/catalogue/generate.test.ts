/** @jest-environment node */
import { createHash } from 'node:crypto'
import {
  DEFAULT_ACTIVITY_COUNT,
  generateCatalogue,
  MIN_ACTIVITY_COUNT,
} from '@/server/db/seed/catalogue/generate'
import { SPEC_CITY_CODES } from '@/server/db/seed/catalogue/seed-cities'
import { apportion, planCities } from '@/server/db/seed/catalogue/sizing'
import { ACTIVITY_TYPES } from '@/lib/activity-types'

const checksum = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex')

describe('generateCatalogue', () => {
  it('is deterministic: the same seed gives identical rows', () => {
    expect(checksum(generateCatalogue({ activities: 1500, seed: 7 }))).toBe(
      checksum(generateCatalogue({ activities: 1500, seed: 7 })),
    )
  })

  it('a different seed gives a different catalogue, of the same shape', () => {
    const a = generateCatalogue({ activities: 1500, seed: 7 })
    const b = generateCatalogue({ activities: 1500, seed: 8 })
    expect(checksum(a.venues)).not.toBe(checksum(b.venues))
    expect(a.activities).toHaveLength(b.activities.length)
    expect(checksum(a.packages)).toBe(checksum(b.packages))
  })

  it('produces exactly the requested number of activities', () => {
    for (const count of [MIN_ACTIVITY_COUNT, 1000, 2345]) {
      expect(generateCatalogue({ activities: count }).activities).toHaveLength(count)
    }
  })

  it('the default is about 6,000 activities at about 1,500 venues', () => {
    expect(DEFAULT_ACTIVITY_COUNT).toBe(6000)
    const catalogue = generateCatalogue()
    expect(catalogue.venues.length).toBeGreaterThan(1400)
    expect(catalogue.venues.length).toBeLessThan(1600)
  })

  it('refuses impossible sizes', () => {
    expect(() => generateCatalogue({ activities: MIN_ACTIVITY_COUNT - 1 })).toThrow(RangeError)
    expect(() => generateCatalogue({ activities: 1000.5 })).toThrow(RangeError)
  })

  it('even the smallest catalogue has all seven types in each spec city', () => {
    const catalogue = generateCatalogue({ activities: MIN_ACTIVITY_COUNT })
    for (const code of SPEC_CITY_CODES) {
      const types = new Set(
        catalogue.activities.filter((a) => a.cityCode === code).map((a) => a.activityType),
      )
      expect(types.size).toBe(ACTIVITY_TYPES.length)
    }
  })
})

describe('sizing', () => {
  it('apportion() splits exactly', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(apportion(7, [5, 0, 2]).reduce((a, b) => a + b, 0)).toBe(7)
  })

  it('plans roughly by population, London largest, every venue with an activity', () => {
    const plans = planCities(94_000)
    expect(plans.reduce((sum, p) => sum + p.activities, 0)).toBe(94_000)
    expect(plans[0]!.city.code).toBe('london')
    for (const plan of plans.slice(1)) expect(plans[0]!.venues).toBeGreaterThan(plan.venues)
    for (const plan of plans) expect(plan.activities).toBeGreaterThanOrEqual(plan.venues)
    const bath = plans.find((p) => p.city.code === 'bath')!
    const birmingham = plans.find((p) => p.city.code === 'birmingham')!
    expect(birmingham.venues).toBeGreaterThan(bath.venues * 3)
  })
})
