/** @jest-environment node */
import {
  normaliseEmailForHash,
  redactEmails,
  redactEmailsInText,
} from '@/lib/analytics/redact-emails'

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
  ])('%j → %j', (text, expected) => {
    expect(redactEmailsInText(text, hash)).toBe(expected)
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
