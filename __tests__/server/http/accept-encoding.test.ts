/**
 * @jest-environment node
 */
import { preferredEncoding, varyOnAcceptEncoding } from '@/server/http/accept-encoding.mjs'
import { Reply } from '@/server/http/reply.mjs'

describe('preferredEncoding', () => {
  it.each<[string, string | string[] | undefined, 'br' | 'gzip' | null]>([
    ['no header', undefined, null],
    ['an empty header', '', null],
    ["Chrome's header", 'gzip, deflate, br, zstd', 'br'],
    ["Safari's older header, without br", 'gzip, deflate', 'gzip'],
    ['identity only', 'identity', null],
    ['deflate only (not produced here)', 'deflate', null],
    ['gzip weighted above br', 'br;q=0.5, gzip', 'gzip'],
    ['br and gzip at one weight: br', 'gzip;q=0.8, br;q=0.8', 'br'],
    ['br refused with q=0', 'br;q=0, gzip', 'gzip'],
    ['both refused', 'br;q=0, gzip;q=0', null],
    ['a wildcard', '*', 'br'],
    ['a wildcard with br refused', '*, br;q=0', 'gzip'],
    ['a refusing wildcard with gzip named', '*;q=0, gzip', 'gzip'],
    ['upper case and spaces', ' GZIP ; Q=1 , BR ; q=0.1 ', 'gzip'],
    ['x-gzip, the old name of gzip', 'x-gzip', 'gzip'],
    ['a malformed weight refuses that coding', 'br;q=high, gzip;q=0.5', 'gzip'],
    ['a weight above 1 refuses that coding', 'br;q=2', null],
    ['the header repeated', ['gzip;q=0.5', 'br'], 'br'],
  ])('%s → %s', (_name, header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('varyOnAcceptEncoding', () => {
  it.each<[string, string | undefined, string]>([
    ['no Vary yet', undefined, 'Accept-Encoding'],
    ['another field', 'Origin', 'Origin, Accept-Encoding'],
    ['the field already, in another case', 'origin, accept-encoding', 'origin, accept-encoding'],
    ['a wildcard, which covers it', '*', '*'],
  ])('%s: %s → %s', (_name, vary, expected) => {
    const reply = new Reply(200, vary === undefined ? {} : { Vary: vary })
    varyOnAcceptEncoding(reply)
    expect(reply.headers.get('vary')).toBe(expected)
  })
})
