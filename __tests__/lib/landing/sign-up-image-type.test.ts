import { signUpImageType } from '@/lib/landing/sign-up-image-type'

describe('signUpImageType (spec §2 How it works, step 1)', () => {
  it.each([
    ['Try for £1', undefined, 'try'],
    ['Try this', undefined, 'try'],
    ['try', undefined, 'try'],
    ['TRY NOW', undefined, 'try'],
    ['Why not try?', undefined, 'try'],
    ['Try-it-out', undefined, 'try'],
    ['Try spring for £1', null, 'try'],
    ['“Try” us', null, 'try'],
    ['Entry', undefined, 'buy'],
    ['Trying', undefined, 'buy'],
    ['Tryout', undefined, 'buy'],
    ['Retry', undefined, 'buy'],
    ['try_it', undefined, 'buy'],
    ['tryé', undefined, 'buy'],
    ['Join Now', undefined, 'buy'],
    ['Start free trial', undefined, 'buy'],
    ['Buy membership', undefined, 'buy'],
    ['', undefined, 'buy'],
    ['Try for £1', 'join', 'join'],
    ['Try for £1', 'buy', 'buy'],
    ['Join Now', 'try', 'try'],
    ['Join Now', 'join', 'join'],
    ['Try for £1', 'something-else', 'try'],
    ['Join Now', 'something-else', 'buy'],
  ])('(%p, %p) → %p', (text, configured, expected) => {
    expect(signUpImageType(text, configured)).toBe(expected)
  })
})
