import { emailMentionPattern } from '@/lib/privacy/email-mentions'

describe('emailMentionPattern', () => {
  const mentions = (email: string, text: string) =>
    new RegExp(emailMentionPattern(email), 'i').test(text)
  it.each([
    ['ann@example.com', '{"email": "ann@example.com"}', true],
    ['ann@example.com', '{"email": "Ann@Example.COM"}', true],
    ['ann@example.com', 'ann@example.com', true],
    ['ann@example.com', 'write to ann@example.com.', true],
    ['ann@example.com', '{"a": {"b": ["x", "ann@example.com"]}}', true],
    ['a.b+c@example.co.uk', '"a.b+c@example.co.uk"', true],
    // Percent-encoded, once or twice, as URLs and form fields carry it.
    ['ann@example.com', '/london?email=ann%40example.com', true],
    ['ann@example.com', '/london?email=ann%40example.com&utm_source=x', true],
    ['ann@example.com', '/london?email=ANN%40EXAMPLE.COM', true],
    ['ann@example.com', 'continue=%2Flondon%3Femail%3Dann%2540example.com', true],
    ['a.b+c@example.co.uk', 'utm_content=a.b%2Bc%40example.co.uk', true],
    ['a.b+c@example.co.uk', 'a.b%252Bc%2540example.co.uk', true],
    ['ann@example.com', 'email%3Dann%40example.com%26x', true],
    // Not a longer address, nor a longer domain.
    ['ann@example.com', '{"email": "joann@example.com"}', false],
    ['ann@example.com', '{"email": "jo.ann@example.com"}', false],
    ['ann@example.com', 'jo%2Bann%40example.com', false],
    ['ann@example.com', '{"email": "ann@example.com.evil"}', false],
    ['ann@example.com', '{"email": "ann@example.community"}', false],
    ['ann@example.com', '{"email": "ann@example-com"}', false],
    ['ann@example.com', 'ann%40example.community', false],
    ['a.b+c@example.co.uk', '"aXb+c@example.co.uk"', false],
  ])('%s in %s: %p', (email, text, expected) => {
    expect(mentions(email, text)).toBe(expected)
  })
})
