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
