import { csvCell, csvFileName, csvRow, neutraliseCell } from '@/lib/marketing/csv'

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=cmd', "'\t=cmd"],
    ['\rfoo', "'\rfoo"],
    ['  =HYPERLINK("http://x")', '\'  =HYPERLINK("http://x")'],
    ['\n=1', "'\n=1"],
    ['ann@example.com', 'ann@example.com'],
    ['/london', '/london'],
    ['spring-sale', 'spring-sale'],
    ['', ''],
    ["'=already", "'=already"],
  ])('%j → %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected)
  })
})

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    [-1, '"\'-1"'],
    [true, '"true"'],
    [new Date('2026-11-26T10:00:00Z'), '"2026-11-26T10:00:00.000Z"'],
  ])('%j → %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })
})

it('csvRow quotes every cell and ends with CRLF', () => {
  expect(csvRow(['a', '=b', null])).toBe('"a","\'=b",""\r\n')
})

it('csvFileName is a safe, dated name', () => {
  expect(csvFileName('Move', 'partner applications', new Date('2026-11-26T23:59:00Z'))).toBe(
    'move-partner-applications-2026-11-26.csv',
  )
})
