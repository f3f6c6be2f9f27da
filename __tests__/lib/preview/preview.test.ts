/** @jest-environment node */
import {
  DEV_PREVIEW_SECRET,
  previewSecret,
  safeRelativePath,
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

describe('safeRelativePath', () => {
  it.each([
    ['/', '/'],
    ['/offers/x', '/offers/x'],
    ['/offers/x?ref=a#top', '/offers/x?ref=a#top'],
    ['/a/../london', '/london'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('%p → %p', (path, expected) => {
    expect(safeRelativePath(path)).toBe(expected)
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
    `/${'a'.repeat(2048)}`,
  ])('%p is refused', (path) => {
    expect(safeRelativePath(path)).toBeNull()
  })
})
