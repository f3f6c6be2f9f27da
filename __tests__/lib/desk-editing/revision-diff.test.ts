import { emptyValues } from '@/lib/desk-editing/document-type'
import {
  changedLabels,
  diffValues,
  displayValue,
  revisionAuditDetails,
  sameValue,
} from '@/lib/desk-editing/revision-diff'
import { fieldNamed } from '@/lib/desk-editing/document-type'
import { OFFER_PAGE_TYPE } from '@/lib/offers/landing-page-types'

const base = {
  ...emptyValues(OFFER_PAGE_TYPE),
  urlSlug: 'spring-welcome',
  ctaText: 'Spring into something new',
  ctaButtonText: 'Try for £1',
  cityCode: 'london',
  activityTypes: ['yoga'],
}

describe('sameValue', () => {
  it.each([
    ['', null, true],
    [null, null, true],
    ['a', 'a', true],
    ['a', 'b', false],
    [true, false, false],
    [['yoga', 'gym'], ['yoga', 'gym'], true],
    [['yoga', 'gym'], ['gym', 'yoga'], false],
    [[], null, false],
  ] as const)('%p vs %p → %p', (a, b, expected) => {
    expect(sameValue(a as never, b as never)).toBe(expected)
  })
})

describe('diffValues', () => {
  it('lists the changed fields in form order, with before and after', () => {
    const changes = diffValues(OFFER_PAGE_TYPE, base, {
      ...base,
      ctaButtonText: 'Join Now',
      ctaText: 'Summer is here',
      layoutMapFirst: true,
      activityTypes: ['yoga', 'gym'],
    })
    expect(changes).toEqual([
      { field: 'activityTypes', before: ['yoga'], after: ['yoga', 'gym'] },
      { field: 'ctaText', before: 'Spring into something new', after: 'Summer is here' },
      { field: 'ctaButtonText', before: 'Try for £1', after: 'Join Now' },
      { field: 'layoutMapFirst', before: false, after: true },
    ])
    expect(changedLabels(OFFER_PAGE_TYPE, changes)).toEqual([
      'Activity types offered',
      'Call to action text',
      'Button text',
      'Map before how it works',
    ])
  })

  it('finds nothing between equal revisions, and treats empty text as unset', () => {
    expect(diffValues(OFFER_PAGE_TYPE, base, { ...base })).toEqual([])
    expect(
      diffValues(
        OFFER_PAGE_TYPE,
        { ...base, packageTagline: '' },
        { ...base, packageTagline: null },
      ),
    ).toEqual([])
  })

  it('counts every set field of a new document as a change', () => {
    const changes = diffValues(OFFER_PAGE_TYPE, null, base)
    expect(changes.map((change) => change.field)).toEqual([
      'urlSlug',
      'cityCode',
      'activityTypes',
      'ctaText',
      'ctaButtonText',
    ])
  })
})

describe('displayValue', () => {
  const sources = { cities: [{ value: 'london', label: 'London' }] }
  it.each([
    ['cityCode', 'london', 'London'],
    ['cityCode', null, 'No fixed city (visitors choose theirs)'],
    ['layoutMapFirst', true, 'Yes'],
    ['layoutMapFirst', false, 'No'],
    ['activityTypes', ['yoga', 'martial-arts'], 'Yoga, Martial Arts'],
    ['activityTypes', [], 'None ticked'],
    ['ctaText', 'Hello', 'Hello'],
    ['packageTagline', null, '(empty)'],
  ] as const)('%s = %p reads %p', (name, value, text) => {
    expect(displayValue(fieldNamed(OFFER_PAGE_TYPE, name)!, value as never, sources)).toBe(text)
  })
})

describe('revisionAuditDetails', () => {
  it('names the revision and the fields, never their values', () => {
    const details = revisionAuditDetails(OFFER_PAGE_TYPE, 4, [
      { field: 'ctaText', before: 'Old secret plan', after: 'New' },
    ])
    expect(details).toEqual({
      revision: 4,
      changedFields: ['ctaText'],
      summary: 'Call to action text',
    })
    expect(JSON.stringify(details)).not.toContain('secret')
  })

  it('bounds the summary', () => {
    const changes = Array.from({ length: 25 }, (_, index) => ({
      field: `f${index}`,
      before: null,
      after: 'x',
    }))
    const details = revisionAuditDetails(OFFER_PAGE_TYPE, 2, changes)
    expect(details.changedFields).toHaveLength(20)
    expect(details.summary).toMatch(/and 5 more$/)
  })
})
