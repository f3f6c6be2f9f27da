import { DISCOUNT_END_PRESET, readScheduleForm } from '@/lib/desk-editing/schedule-form'

const discountEnds = new Date('2026-12-31T23:59:00Z')
const read = (fields: Record<string, string>, discount: Date | null = discountEnds) =>
  readScheduleForm(new URLSearchParams(fields), discount)

describe('readScheduleForm', () => {
  it.each([
    [
      'a campaign starting at midnight (GMT)',
      { change: 'publish', at: '2026-12-01T00:00', revision: '4' },
      { ok: true, action: 'publish', runAt: new Date('2026-12-01T00:00:00Z'), revision: 4 },
    ],
    [
      'a summer midnight (BST)',
      { change: 'publish', at: '2026-07-01T00:00' },
      { ok: true, action: 'publish', runAt: new Date('2026-06-30T23:00:00Z'), revision: null },
    ],
    [
      'an unpublish ignores a revision',
      { change: 'unpublish', at: '2026-12-01T09:30', revision: '4' },
      { ok: true, action: 'unpublish', runAt: new Date('2026-12-01T09:30:00Z'), revision: null },
    ],
    [
      'the discount-end preset',
      { preset: DISCOUNT_END_PRESET, change: 'publish', at: '' },
      { ok: true, action: 'unpublish', runAt: discountEnds, revision: null },
    ],
    [
      'no change chosen',
      { at: '2026-12-01T00:00' },
      { ok: false, message: 'Choose whether to publish or unpublish.' },
    ],
    [
      'no time',
      { change: 'publish', at: '' },
      { ok: false, message: 'Enter the date and time, in London time.' },
    ],
    [
      'a time the clocks skip',
      { change: 'publish', at: '2026-03-29T01:15' },
      {
        ok: false,
        message:
          'That time does not exist in London: the clocks go forward an hour then. Choose another time.',
      },
    ],
  ])('%s', (_, fields, expected) => {
    expect(read(fields)).toEqual(expected)
  })

  it('refuses the discount preset when the offer has no discount ending', () => {
    expect(read({ preset: DISCOUNT_END_PRESET }, null)).toEqual({
      ok: false,
      message: 'This page’s offer has no discount that ends in the future.',
    })
  })
})
