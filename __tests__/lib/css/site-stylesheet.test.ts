import { siteStylesheetSheets } from '@/lib/css/site-stylesheet'

const isDesk = (entry: string) => entry.startsWith('desk')

function sheets(entries: Record<string, string[]>) {
  return siteStylesheetSheets(new Map(Object.entries(entries)), isDesk)
}

describe('siteStylesheetSheets', () => {
  it.each<[string, Record<string, string[]>, string[]]>([
    [
      'the layout, linked by every entry, comes first',
      { layout: ['fonts'], city: ['fonts', 'hero'], venue: ['fonts', 'venue'] },
      ['fonts', 'hero', 'venue'],
    ],
    [
      // styled(Container) in the hero: every entry with the hero links the container too.
      'a base sheet comes before the sheet of a component that extends it, whatever the lists say',
      {
        city: ['fonts', 'hero', 'container'],
        venue: ['fonts', 'container'],
        terms: ['fonts', 'container'],
      },
      ['fonts', 'container', 'hero'],
    ],
    [
      'sheets linked as often keep the order they were first seen in',
      { city: ['fonts', 'map', 'footer'], venue: ['fonts', 'footer', 'map'] },
      ['fonts', 'map', 'footer'],
    ],
    [
      'a sheet only the desk links stays out; one the desk shares with visitors goes in',
      { city: ['fonts', 'form'], 'desk offers': ['fonts', 'form', 'desk'] },
      ['fonts', 'form'],
    ],
    ['no entries, nothing to bundle', {}, []],
  ])('%s', (_, entries, bundled) => {
    expect(sheets(entries)).toEqual(bundled)
  })
})
