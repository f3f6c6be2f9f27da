/** @jest-environment node */
import { ACTIVITY_TYPES, STREAMING_CITY } from '@/lib/activity-types'
import { ICON_KEYWORDS } from '@/server/db/seed/catalogue/activity-templates'
import { SPEC_CITY_CODES, CITIES } from '@/server/db/seed/catalogue/seed-cities'
import {
  generateCatalogue,
  HOSTILE_FIXTURE_ACTIVITY_ID,
  HOSTILE_FIXTURE_TITLE,
} from '@/server/db/seed/catalogue/generate'
import {
  PRICING_FLAG_COMBINATIONS,
  pricingFlagsKey,
} from '@/server/db/seed/catalogue/passport-pricing'
import { DAYS_OF_WEEK } from '@/server/db/seed/catalogue/seed-timetable'

const catalogue = generateCatalogue({ activities: 6000 })
const { activities, timeslots, venues } = catalogue
const venueById = new Map(venues.map((v) => [v.id, v]))
const minutes = (time: string) => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number)
  return h * 60 + m + s / 60
}

describe('activities', () => {
  it('ids run 1..N and sample ranks are a permutation of 1..N', () => {
    expect(activities.map((a) => a.id)).toEqual(activities.map((_, i) => i + 1))
    const ranks = activities.map((a) => a.sampleRank).sort((a, b) => a - b)
    expect(ranks).toEqual(activities.map((_, i) => i + 1))
  })

  it('tags cover every icon keyword of spec §9, and every activity carries one', () => {
    const tags = new Set(activities.flatMap((a) => a.tags))
    for (const keyword of ICON_KEYWORDS) expect(tags).toContain(keyword)
    const iconless = activities.filter(
      (activity) =>
        !activity.tags.some((tag) => (ICON_KEYWORDS as readonly string[]).includes(tag)),
    )
    expect(iconless).toEqual([])
  })

  it('every city has several types; the spec cities have all seven', () => {
    for (const city of CITIES) {
      const types = new Set(
        activities.filter((a) => a.cityCode === city.code).map((a) => a.activityType),
      )
      expect(types.size).toBeGreaterThanOrEqual(3)
      if ((SPEC_CITY_CODES as readonly string[]).includes(city.code)) {
        expect([...types].sort()).toEqual([...ACTIVITY_TYPES].sort())
      }
    }
  })

  it('sit exactly at their venue, in its city', () => {
    const misplaced = activities.filter((activity) => {
      const venue = venueById.get(activity.venueId)
      return (
        !venue ||
        activity.cityCode !== venue.cityCode ||
        activity.lat !== venue.lat ||
        activity.lng !== venue.lng ||
        activity.url !== `/activities/${activity.id}`
      )
    })
    expect(misplaced).toEqual([])
  })

  it('about 70% allow discovery members; a handful are drafts', () => {
    const allowed = activities.filter((a) => a.discoveryMemberAllowed).length / activities.length
    expect(allowed).toBeGreaterThan(0.65)
    expect(allowed).toBeLessThan(0.75)
    const drafts = activities.filter((a) => a.isDraft).length
    expect(drafts).toBeGreaterThanOrEqual(3)
    expect(drafts).toBeLessThan(20)
  })

  it('descriptions use only <p>, <strong>, <ul> and <li> (the fixture aside)', () => {
    const tags = new Set(
      activities
        .filter((activity) => activity.id !== HOSTILE_FIXTURE_ACTIVITY_ID)
        .flatMap((activity) => activity.descriptionHtml.match(/<\/?([a-z]+)[^>]*>/g) ?? []),
    )
    for (const tag of tags) expect(tag).toMatch(/^<\/?(p|strong|ul|li)>$/)
  })

  it('activity 1 is the hostile sanitiser fixture, in London', () => {
    const fixture = activities[HOSTILE_FIXTURE_ACTIVITY_ID - 1]!
    expect(fixture.title).toBe(HOSTILE_FIXTURE_TITLE)
    expect(fixture.cityCode).toBe('london')
    expect(fixture.isDraft).toBe(false)
    expect(fixture.descriptionHtml).toContain('<script>alert(1)</script>')
    expect(fixture.descriptionHtml).toContain('<img src=x onerror="alert(1)">')
    expect(activities.filter((a) => a.title === HOSTILE_FIXTURE_TITLE)).toHaveLength(1)
  })

  it('streamed activities: about forty, no location, flagged', () => {
    const streamed = activities.filter((a) => a.cityCode === STREAMING_CITY)
    expect(streamed.length).toBe(40)
    for (const activity of streamed) {
      expect(activity.isStreaming).toBe(true)
      expect(activity.lat).toBeNull()
      expect(activity.lng).toBeNull()
    }
    expect(activities.filter((a) => a.isStreaming)).toHaveLength(40)
  })
})

describe('passport pricing', () => {
  it('has twelve consistent flag combinations', () => {
    expect(PRICING_FLAG_COMBINATIONS).toHaveLength(12)
    expect(new Set(PRICING_FLAG_COMBINATIONS.map(pricingFlagsKey)).size).toBe(12)
  })

  it('every combination appears on both passports, among published activities', () => {
    const published = activities.filter((a) => !a.isDraft)
    for (const passport of ['litePricing', 'fullPricing'] as const) {
      const seen = new Set(published.map((a) => pricingFlagsKey(a[passport])))
      expect(seen.size).toBe(12)
    }
  })

  it('a top-up is a real amount exactly when required, and never when not allowed', () => {
    const inconsistent = activities
      .flatMap((activity) => [activity.litePricing, activity.fullPricing])
      .filter(
        (pricing) =>
          (pricing.isTopUpRequired ? ![2.5, 4, 5].includes(pricing.topUp) : pricing.topUp !== 0) ||
          (!pricing.isAllowedOnPassport && pricing.isTopUpRequired),
      )
    expect(inconsistent).toEqual([])
  })
})

describe('timetables', () => {
  const slotsByActivity = new Map<number, typeof timeslots>()
  for (const slot of timeslots) {
    slotsByActivity.set(slot.activityId, [...(slotsByActivity.get(slot.activityId) ?? []), slot])
  }

  it('every activity has a timetable; some run on one day only, most leave days empty', () => {
    let oneDay = 0
    let withEmptyDays = 0
    expect(activities.filter((a) => !slotsByActivity.has(a.id))).toEqual([])
    for (const activity of activities) {
      const slots = slotsByActivity.get(activity.id) ?? []
      const days = new Set(slots.map((s) => s.dayOfWeek))
      if (days.size === 1) oneDay++
      if (days.size < 7) withEmptyDays++
    }
    expect(oneDay / activities.length).toBeGreaterThan(0.08)
    expect(withEmptyDays / activities.length).toBeGreaterThan(0.8)
  })

  it('sessions are 45–90 minutes between 06:00 and 22:00, on full English day names', () => {
    // Collected, then asserted once: 30,000 slots make per-slot expects slow.
    const invalid = timeslots.filter((slot) => {
      const length = minutes(slot.endTime) - minutes(slot.startTime)
      return (
        !(DAYS_OF_WEEK as readonly string[]).includes(slot.dayOfWeek) ||
        !/^\d{2}:\d{2}:00$/.test(slot.startTime) ||
        !/^\d{2}:\d{2}:00$/.test(slot.endTime) ||
        length < 45 ||
        length > 90 ||
        minutes(slot.startTime) < 6 * 60 ||
        minutes(slot.endTime) > 22 * 60
      )
    })
    expect(invalid).toEqual([])
  })

  it("one activity's sessions never overlap on a day", () => {
    const overlapping: number[] = []
    for (const [activityId, slots] of slotsByActivity) {
      for (const day of DAYS_OF_WEEK) {
        const onDay = slots
          .filter((s) => s.dayOfWeek === day)
          .sort((a, b) => minutes(a.startTime) - minutes(b.startTime))
        for (let i = 1; i < onDay.length; i++) {
          if (minutes(onDay[i]!.startTime) < minutes(onDay[i - 1]!.endTime)) {
            overlapping.push(activityId)
          }
        }
      }
    }
    expect(overlapping).toEqual([])
  })
})
