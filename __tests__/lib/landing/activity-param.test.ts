import { activityHref, activityQueryArg } from '@/lib/landing/activity-param'

describe('activityQueryArg (?activity= on a landing page)', () => {
  it.each<[Parameters<typeof activityQueryArg>[0], string | null]>([
    ['?activity=42', '42'],
    ['activity=%2042%20', '42'],
    ['?activity=42&activity=7', '42'],
    [new URLSearchParams({ activity: '123456789012' }), '123456789012'],
    [{ activity: ['9', '10'] }, '9'],
    [{ activity: '5' }, '5'],
    ['?activity=1234567890123', null],
    ['?activity=0', null],
    ['?activity=-3', null],
    ['?activity=4.5', null],
    ['?activity=<script>', null],
    ['?activity=', null],
    ['?city=london', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (query, expected) => {
    expect(activityQueryArg(query)).toBe(expected)
  })
})

describe('activityHref', () => {
  it.each([
    ['https://x.test/london#activities-list', '42', '/london?activity=42#activities-list'],
    [
      'https://x.test/london?activity=1&utm_source=a',
      '2',
      '/london?activity=2&utm_source=a#activities-list',
    ],
    ['https://x.test/london#faq', '3', '/london?activity=3#activities-list'],
    ['https://x.test/london?city=bath&activity=1#x', null, '/london?city=bath#x'],
    ['https://x.test/london?activity=1', 'nonsense', '/london'],
  ])('%s with %p → %s', (href, id, expected) => {
    expect(activityHref(href, id)).toBe(expected)
  })
})
