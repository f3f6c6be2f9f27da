import { formDataToRecord } from '@/lib/forms/form-data'
import { hasNativePasswordReveal } from '@/lib/forms/native-password-reveal'
import { normaliseUkPhone } from '@/lib/forms/uk-phone'
import { normaliseUkPostcode } from '@/lib/forms/uk-postcode'
import { checkWebsiteUrl } from '@/lib/forms/website-url'

describe('normaliseUkPostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  EC1A 1BB ', 'EC1A 1BB'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['bs1 4dj', 'BS1 4DJ'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('accepts %p as %p', (input, expected) => {
    expect(normaliseUkPostcode(input)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['outward code only', 'SW1A'],
    ['a US ZIP code', '90210'],
    ['Q as first letter', 'QA1 1AA'],
    ['C in the inward letters', 'SW1A 1CA'],
    ['too many characters', 'SW1A 1AAA'],
    ['punctuation', 'SW1A-1AA'],
    ['very long input', `${' '.repeat(20)}M1 1AE`],
  ])('refuses %s', (_, input) => {
    expect(normaliseUkPostcode(input)).toBeNull()
  })
})

describe('normaliseUkPhone', () => {
  it.each([
    ['020 7946 0000', '+442079460000'],
    ['(0161) 496 0000', '+441614960000'],
    ['0117-496-0000', '+441174960000'],
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)20 7946 0000', '+442079460000'],
    ['0044 117 496 0000', '+441174960000'],
    ['0300 123 4567', '+443001234567'],
    ['0800 123 4567', '+448001234567'],
    ['016977 3456', '+44169773456'],
  ])('accepts %p as %p', (input, expected) => {
    expect(normaliseUkPhone(input)).toBe(expected)
  })

  it.each([
    ['empty', ''],
    ['too short', '020 7946 000'],
    ['too long', '020 7946 00000'],
    ['premium rate 09', '0906 123 4567'],
    ['a foreign number', '+33 1 23 45 67 89'],
    ['international without the country code', '0033 123 456 789'],
    ['letters', '020 ABCD 0000'],
    ['no trunk zero', '2079460000'],
    ['very long input', '0'.repeat(30)],
  ])('refuses %s', (_, input) => {
    expect(normaliseUkPhone(input)).toBeNull()
  })
})

describe('checkWebsiteUrl', () => {
  it.each([
    ['https://www.example.co.uk', 'https://www.example.co.uk/'],
    ['http://gym.example.com/about', 'http://gym.example.com/about'],
    ['www.example.co.uk', 'https://www.example.co.uk/'],
    ['example.com/classes?day=mon', 'https://example.com/classes?day=mon'],
  ])('accepts %p as %p', (input, url) => {
    expect(checkWebsiteUrl(input, 300)).toEqual({ ok: true, url })
  })

  it.each([
    ['javascript:', 'javascript:alert(1)', 'scheme'],
    ['ftp', 'ftp://example.com', 'scheme'],
    ['data', 'data:text/html,hi', 'scheme'],
    ['no dot in the host', 'https://localhost', 'invalid'],
    ['credentials', 'https://user:pass@example.com', 'invalid'],
    ['spaces', 'https://exa mple.com', 'invalid'],
    ['an empty label', 'https://example..com', 'invalid'],
    ['too long', `https://example.com/${'a'.repeat(300)}`, 'too-long'],
  ])('refuses %s', (_, input, reason) => {
    expect(checkWebsiteUrl(input, 300)).toEqual({ ok: false, reason })
  })
})

describe('hasNativePasswordReveal (spec §4: the toggle is hidden in one browser)', () => {
  it.each([
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      true,
    ],
    [
      'legacy Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.19041',
      true,
    ],
    [
      'Internet Explorer 11',
      'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
      true,
    ],
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      false,
    ],
    [
      'Edge on a Mac',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      false,
    ],
    [
      'Edge on Android',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 EdgA/130.0.0.0',
      false,
    ],
    [
      'Firefox on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
      false,
    ],
  ])('%s: %p', (_, userAgent, expected) => {
    expect(hasNativePasswordReveal(userAgent)).toBe(expected)
  })
})

describe('formDataToRecord', () => {
  it('keeps text entries, gathers repeated names and drops files and React’s action fields', () => {
    const form = new FormData()
    form.append('venueName', 'The Wall')
    form.append('activities', 'yoga')
    form.append('activities', 'climbing')
    form.append('upload', new Blob(['x']), 'x.txt')
    form.append('$ACTION_ID_abc', '')
    expect(formDataToRecord(form)).toEqual({
      venueName: 'The Wall',
      activities: ['yoga', 'climbing'],
    })
  })

  it('bounds the number of entries and the length of each value', () => {
    const form = new FormData()
    for (let index = 0; index < 500; index += 1) form.append(`f${index}`, 'x'.repeat(20_000))
    const record = formDataToRecord(form)
    expect(Object.keys(record)).toHaveLength(100)
    expect((record.f0 as string).length).toBe(10_000)
  })
})
