/** @jest-environment node */
import {
  DEV_PREVIEW_SECRET,
  previewSecret,
  previewRedirectPath,
  secretsMatch,
} from '@/lib/preview/preview'

describe('previewSecret', () => {
  it.each([
    [{ PREVIEW_SECRET: 's3cret', NODE_ENV: 'production' }, 's3cret'],
    [{ PREVIEW_SECRET: '  s3cret  ', NODE_ENV: 'production' }, 's3cret'],
    [{ NODE_ENV: 'production' }, null],
    [{ PREVIEW_SECRET: '   ', NODE_ENV: 'production' }, null],
    [{ NODE_ENV: 'development' }, DEV_PREVIEW_SECRET],
    [{ NODE_ENV: 'test' }, DEV_PREVIEW_SECRET],
    [{}, DEV_PREVIEW_SECRET],
    [{ PREVIEW_SECRET: 'x', NODE_ENV: 'test' }, 'x'],
  ])('%p → %p', (env, expected) => {
    expect(previewSecret(env)).toBe(expected)
  })

  it('documents the development default', () => {
    expect(DEV_PREVIEW_SECRET).toBe('dev-preview-secret')
  })
})

describe('secretsMatch', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', 'abc', false],
    ['ünïcode', 'ünïcode', true],
  ])('%p vs %p → %p', (given, expected, result) => {
    expect(secretsMatch(given, expected)).toBe(result)
  })
})

const ORIGIN = 'http://localhost:3000'

describe('previewRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/offers/x', '/offers/x'],
    ['/offers/x?ref=a#top', '/offers/x?ref=a#top'],
    ['/a/../london', '/london'],
    ['/./london', '/london'],
  ])('%p → %p', (path, expected) => {
    expect(previewRedirectPath(path, ORIGIN)).toBe(expected)
  })

  it.each([
    null,
    '',
    'london',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
    '/ london',
    '/london\n',
    'https://evil.com/',
    'javascript:alert(1)',
    'http://localhost:3000/london',
    '/.//evil.com/',
    '/a/..//evil.com',
    '/%2F%2Fevil.com',
    `/${'a'.repeat(2048)}`,
  ])('%p is refused', (path) => {
    expect(previewRedirectPath(path, ORIGIN)).toBeNull()
  })
})
