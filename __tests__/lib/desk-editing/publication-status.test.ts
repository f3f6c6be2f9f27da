import { publicationStatus } from '@/lib/desk-editing/publication-status'

describe('publicationStatus', () => {
  it.each([
    [
      'a new draft',
      { live: false, latestRevision: 1, liveRevision: null, everPublished: false },
      'draft',
    ],
    [
      'a seeded draft the desk never edited',
      { live: false, latestRevision: null, liveRevision: null, everPublished: false },
      'draft',
    ],
    [
      'live at its newest revision',
      { live: true, latestRevision: 3, liveRevision: 3, everPublished: true },
      'live',
    ],
    [
      'live before the desk knew it',
      { live: true, latestRevision: null, liveRevision: null, everPublished: false },
      'live',
    ],
    [
      'live with a newer draft',
      { live: true, latestRevision: 4, liveRevision: 3, everPublished: true },
      'changed',
    ],
    [
      'live at an older revision after a winner was published',
      { live: true, latestRevision: 5, liveRevision: 2, everPublished: true },
      'changed',
    ],
    [
      'taken down',
      { live: false, latestRevision: 4, liveRevision: null, everPublished: true },
      'unpublished',
    ],
  ] as const)('%s → %s', (_, facts, status) => {
    expect(publicationStatus(facts)).toBe(status)
  })
})
