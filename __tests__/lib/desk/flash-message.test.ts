import { parseFlash } from '@/lib/desk/flash-message'

describe('parseFlash: the experiments desk’s confirmations', () => {
  it.each([
    [
      { kind: 'experiment-saved', key: 'ctaButtonText', notices: ['Variant b was removed.'] },
      { kind: 'experiment-saved', key: 'ctaButtonText', notices: ['Variant b was removed.'] },
    ],
    [{ kind: 'experiment-saved', key: 'ctaButtonText', notices: [3] }, null],
    [{ kind: 'experiment-saved', key: 'x'.repeat(101), notices: [] }, null],
    [
      { kind: 'experiment-refused', key: 'page-4', problem: 'conflict', submitted: 'a=1' },
      { kind: 'experiment-refused', key: 'page-4', problem: 'conflict', submitted: 'a=1' },
    ],
    [{ kind: 'experiment-refused', key: 'page-4', problem: 'saved', submitted: '' }, null],
    [
      {
        kind: 'experiment-refused',
        key: 'page-4',
        problem: 'invalid',
        submitted: 'a'.repeat(8193),
      },
      null,
    ],
    [
      { kind: 'experiment-changed', key: 'page-4', text: 'Published.' },
      { kind: 'experiment-changed', key: 'page-4', text: 'Published.' },
    ],
    [{ kind: 'experiment-changed', key: 'page-4' }, null],
  ])('%j → %j', (stored, expected) => {
    expect(parseFlash(stored)).toEqual(expected)
  })
})

describe('parseFlash: the offers editor’s and the erasure’s confirmations', () => {
  it.each([
    [
      { kind: 'offer-done', pageId: 12, done: 'published', revision: 3 },
      { kind: 'offer-done', pageId: 12, done: 'published', revision: 3 },
    ],
    [
      { kind: 'offer-done', pageId: 12, done: 'scheduled', revision: null },
      { kind: 'offer-done', pageId: 12, done: 'scheduled', revision: null },
    ],
    [{ kind: 'offer-done', pageId: 12, done: 'deleted', revision: 3 }, null],
    [{ kind: 'offer-done', pageId: -1, done: 'saved', revision: 3 }, null],
    [{ kind: 'offer-done', pageId: 12, done: 'saved', revision: 'x' }, null],
    [
      { kind: 'erased', leads: 2, events: 3, applications: 1, actions: 4, cspReports: 5 },
      { kind: 'erased', leads: 2, events: 3, applications: 1, actions: 4, cspReports: 5 },
    ],
    // Kept before visitor actions and CSP reports were counted: read as none of those.
    [
      { kind: 'erased', leads: 2, events: 3, applications: 1 },
      { kind: 'erased', leads: 2, events: 3, applications: 1, actions: 0, cspReports: 0 },
    ],
    [{ kind: 'erased', leads: 2, events: 3, applications: 1, actions: -1 }, null],
  ])('%j → %j', (stored, expected) => {
    expect(parseFlash(stored)).toEqual(expected)
  })
})
