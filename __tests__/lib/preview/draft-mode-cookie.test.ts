import { isDraftModeRequest } from '@/lib/preview/draft-mode-cookie'

describe('isDraftModeRequest', () => {
  it.each([
    ['the build preview id', '__prerender_bypass=abc123', 'abc123', true],
    ['among other cookies', 'move_utm=x; __prerender_bypass=abc123; other=1', 'abc123', true],
    ['another value', '__prerender_bypass=abc124', 'abc123', false],
    ['an empty value', '__prerender_bypass=', 'abc123', false],
    ['a cookie whose name only ends the same', 'x__prerender_bypass=abc123', 'abc123', false],
    ['no cookie header', null, 'abc123', false],
    ['a build without a preview id', '__prerender_bypass=', undefined, false],
    ['no preview id, no cookie', undefined, undefined, false],
  ])('%s', (_name, header, previewModeId, expected) => {
    expect(isDraftModeRequest(header, previewModeId)).toBe(expected)
  })
})
