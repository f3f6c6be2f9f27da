import { londonInputValue, londonMidnight, parseLondonInput } from '@/lib/time/london-date-time'

describe('parseLondonInput (Europe/London wall clock → instant)', () => {
  it.each([
    ['winter midnight (GMT)', '2026-12-01T00:00', '2026-12-01T00:00:00.000Z'],
    ['summer midnight (BST)', '2026-07-01T00:00', '2026-06-30T23:00:00.000Z'],
    ['the hour after the spring change', '2026-03-29T02:00', '2026-03-29T01:00:00.000Z'],
    ['just before the spring change', '2026-03-29T00:59', '2026-03-29T00:59:00.000Z'],
    [
      'the repeated autumn hour: its first (BST) time',
      '2026-10-25T01:30',
      '2026-10-25T00:30:00.000Z',
    ],
    ['after the autumn change', '2026-10-25T02:00', '2026-10-25T02:00:00.000Z'],
    ['New Year', '2027-01-01T00:00', '2027-01-01T00:00:00.000Z'],
  ])('%s: %s', (_, input, iso) => {
    const result = parseLondonInput(input)
    expect(result.ok && result.instant.toISOString()).toBe(iso)
  })

  it.each([
    ['the hour the spring change skips', '2026-03-29T01:30', 'skipped'],
    ['not a date', 'tomorrow', 'format'],
    ['seconds', '2026-12-01T00:00:00', 'format'],
    ['31 February', '2026-02-31T00:00', 'format'],
    ['hour 24', '2026-02-01T24:00', 'format'],
  ])('refuses %s', (_, input, reason) => {
    expect(parseLondonInput(input)).toEqual({ ok: false, reason })
  })

  it('round-trips through londonInputValue', () => {
    for (const input of ['2026-01-15T09:30', '2026-08-15T23:45']) {
      const result = parseLondonInput(input)
      expect(result.ok && londonInputValue(result.instant)).toBe(input)
    }
  })

  it('londonMidnight is the start of the London day', () => {
    expect(londonMidnight('2026-06-01')?.toISOString()).toBe('2026-05-31T23:00:00.000Z')
    expect(londonMidnight('2026-02-30')).toBeNull()
  })
})
