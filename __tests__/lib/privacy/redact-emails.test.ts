/** @jest-environment node */
import {
  normaliseEmailForHash,
  redactEmails,
  redactEmailsInText,
  redactEmailsInValues,
} from '@/lib/privacy/redact-emails'

const hash = (email: string) => `#${normaliseEmailForHash(email).length}`

describe('redactEmailsInText', () => {
  it.each([
    ['ann@example.com', '#15'],
    ['Ann.Lee+spam@Example.co.uk', '#26'],
    ['typed ann@example.com twice', 'typed #15 twice'],
    ['a@b.co and c@d.io', '#6 and #6'],
    ['<ann@example.com>', '<#15>'],
    ['no address here', 'no address here'],
    ['@handle', '@handle'],
    ['not@anaddress', 'not@anaddress'],
    ['/london', '/london'],
    // In URLs: the address alone, not the URL around it, plain or percent-encoded.
    ['/london?email=ann@example.com&utm_source=x', '/london?email=#15&utm_source=x'],
    ['/london?email=ann%40example.com&utm_source=x', '/london?email=#15&utm_source=x'],
    ['/london?email=ANN%40EXAMPLE.COM', '/london?email=#15'],
    ['continue=%2Flondon%3Femail%3Dann%2540example.com', 'continue=%2Flondon%3Femail%3D#15'],
    ['utm_content=a.b%2Bc%40example.co.uk', 'utm_content=#19'],
    ['a.b%252Bc%2540example.co.uk', '#19'],
    ['100%25 off', '100%25 off'],
  ])('%j → %j', (text, expected) => {
    expect(redactEmailsInText(text, hash)).toBe(expected)
  })
})

describe('the hash of an address in a URL is the hash of the address itself', () => {
  it.each([
    'ann@example.com',
    '/london?email=Ann%40Example.com',
    'x=ann%2540example.com',
    'Ann@Example.com',
  ])('%j', (text) => {
    const hashes: string[] = []
    redactEmailsInText(text, (email) => {
      hashes.push(normaliseEmailForHash(email))
      return '#'
    })
    expect(hashes).toEqual(['ann@example.com'])
  })
})

describe('redactEmailsInValues', () => {
  it('hashes every address in utm values, leaving the others', () => {
    expect(
      redactEmailsInValues(
        { utm_source: 'newsletter', utm_content: 'ann@example.com', utm_term: 'a%40b.io' },
        hash,
      ),
    ).toEqual({ utm_source: 'newsletter', utm_content: '#15', utm_term: '#6' })
  })
})

describe('redactEmails', () => {
  it.each([
    [
      'an identify event',
      { email: 'ann@example.com', mail_lead_collected: true },
      { email_hash: '#15', mail_lead_collected: true },
    ],
    ['an email property that is not text', { email: 42 }, { email_hash: 42 }],
    [
      'addresses at any depth and in arrays',
      { traits: { contact: ['x', 'ann@example.com'] }, note: 'ann@example.com' },
      { traits: { contact: ['x', '#15'] }, note: '#15' },
    ],
    ['other values untouched', { n: 1, ok: true, none: null }, { n: 1, ok: true, none: null }],
  ])('%s', (_, input, expected) => {
    expect(redactEmails(input, hash)).toEqual(expected)
  })

  it('hashes the trimmed, lower-cased address', () => {
    expect(normaliseEmailForHash('  Ann@Example.COM ')).toBe('ann@example.com')
  })
})
