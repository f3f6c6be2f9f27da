import {
  MAX_REPORTS_PER_REQUEST,
  MAX_SAMPLE_LENGTH,
  MAX_URI_LENGTH,
  parseCspReport,
} from '@/lib/security/csp-report'

const reportUri = (fields: Record<string, unknown>) => ({
  'csp-report': {
    'document-uri': 'https://move.test/london',
    'effective-directive': 'script-src-elem',
    ...fields,
  },
})

describe('parseCspReport', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'a report-uri report',
      reportUri({ 'blocked-uri': 'inline', 'line-number': 3, 'script-sample': 'alert(1)' }),
      {
        directive: 'script-src-elem',
        blockedUri: 'inline',
        lineNumber: 3,
        sample: 'alert(1)',
        disposition: 'enforce',
      },
    ],
    [
      'violated-directive when there is no effective-directive (older browsers), its name only',
      {
        'csp-report': {
          'document-uri': 'https://move.test/',
          'violated-directive': "script-src 'self'",
        },
      },
      { directive: 'script-src', blockedUri: '' },
    ],
    ['a report-only disposition', reportUri({ disposition: 'report' }), { disposition: 'report' }],
    [
      'an unknown disposition counts as enforced',
      reportUri({ disposition: 'maybe' }),
      { disposition: 'enforce' },
    ],
    [
      'a negative or fractional line is dropped',
      reportUri({ 'line-number': -1, 'column-number': 1.5 }),
      { lineNumber: null, columnNumber: null },
    ],
    [
      'control characters are stripped',
      reportUri({ 'script-sample': 'a\u0000b\nc' }),
      { sample: 'abc' },
    ],
    [
      'a long sample is cut',
      reportUri({ 'script-sample': 'x'.repeat(1000) }),
      { sample: 'x'.repeat(MAX_SAMPLE_LENGTH) },
    ],
    [
      'a long URI is cut',
      reportUri({ 'blocked-uri': `https://e.test/${'a'.repeat(5000)}` }),
      { blockedUri: `https://e.test/${'a'.repeat(MAX_URI_LENGTH - 15)}` },
    ],
  ])('%s', (_, body, expected) => {
    const parsed = parseCspReport(body)
    expect(parsed.ok).toBe(true)
    if (parsed.ok) expect(parsed.rows[0]).toMatchObject(expected)
  })

  it('reads the Reporting API’s batches, csp-violation reports only', () => {
    const parsed = parseCspReport([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://move.test/',
          effectiveDirective: 'script-src-attr',
          blockedURL: 'inline',
        },
      },
      { type: 'intervention', body: { message: 'x' } },
    ])
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          documentUri: 'https://move.test/',
          directive: 'script-src-attr',
          blockedUri: 'inline',
          sourceFile: null,
          lineNumber: null,
          columnNumber: null,
          sample: null,
          disposition: 'enforce',
        },
      ],
    })
  })

  it.each<[string, unknown, RegExp]>([
    ['null', null, /csp-report/],
    ['a string', 'report', /csp-report/],
    ['no document', { 'csp-report': { 'effective-directive': 'script-src' } }, /document/],
    ['no directive', { 'csp-report': { 'document-uri': 'https://move.test/' } }, /directive/],
    [
      'a directive that is not one',
      reportUri({ 'effective-directive': 'script src; drop' }),
      /directive/,
    ],
    ['an empty batch', [], /1 to/],
    [
      'too many at once',
      Array.from({ length: MAX_REPORTS_PER_REQUEST + 1 }, () => ({ type: 'csp-violation' })),
      /1 to/,
    ],
    ['a batch entry that is not an object', [42], /object/],
    ['a csp-violation without a body', [{ type: 'csp-violation' }], /body/],
  ])('refuses %s with a message', (_, body, message) => {
    const parsed = parseCspReport(body)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toMatch(message)
  })
})
