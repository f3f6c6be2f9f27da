import { render, screen, within } from '@testing-library/react'
import {
  ContentPublishPanel,
  type ContentPublishPanelProps,
} from '@/components/content/content-publish-panel'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'

const NOW = new Date('2026-11-27T10:00:00Z')
const LIFECYCLE = '/marketing/content/faqs/7/lifecycle'

function panel(changes: Partial<ContentPublishPanelProps> = {}) {
  return render(
    <ContentPublishPanel
      lifecyclePath={LIFECYCLE}
      one="FAQ"
      live
      status="live"
      revision={1}
      liveRevision={1}
      schedules={[]}
      canPublish
      now={NOW}
      {...changes}
    />,
  )
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('ContentPublishPanel', () => {
  it.each([
    [
      'a new draft: Publish, no Take down',
      { live: false, status: 'draft', liveRevision: null },
      ['Publish revision 1', 'Schedule'],
    ],
    [
      'a live row with nothing new: Take down',
      { live: true, status: 'live', liveRevision: 1 },
      ['Take down', 'Schedule'],
    ],
    [
      'a live row with a newer draft: Publish and Take down',
      { live: true, status: 'changed', revision: 3, liveRevision: 2 },
      ['Publish revision 3', 'Take down', 'Schedule'],
    ],
    [
      'a taken-down row: Publish brings it back',
      { live: false, status: 'unpublished', revision: 2, liveRevision: null },
      ['Publish revision 2', 'Schedule'],
    ],
  ] as const)('%s', (_, changes, expected) => {
    panel(changes)
    expect(buttons()).toEqual(expected)
  })

  it('names the status in words, and says when visitors do not see the row', () => {
    panel({ live: false, status: 'unpublished', revision: 2, liveRevision: null })
    expect(screen.getByText('Unpublished')).toBeTruthy()
    expect(screen.getByText(/Visitors do not see this FAQ/)).toBeTruthy()
  })

  it('posts each button to the lifecycle with its intent', () => {
    panel({ live: true, status: 'changed', revision: 3, liveRevision: 2 })
    const takeDown = screen.getByRole('button', { name: 'Take down' }).closest('form')!
    expect(takeDown.getAttribute('action')).toBe(LIFECYCLE)
    expect(within(takeDown).getByDisplayValue('unpublish')).toBeTruthy()
    const publish = screen.getByRole('button', { name: 'Publish revision 3' }).closest('form')!
    expect(within(publish).getByDisplayValue('publish')).toBeTruthy()
    expect(within(publish).getByDisplayValue('3')).toBeTruthy()
  })

  it('offers an editor no publishing control, only the word that a publisher publishes', () => {
    const pending: ScheduledChange = {
      id: 4,
      action: 'unpublish',
      revision: null,
      runAt: new Date('2026-12-01T00:00:00Z'),
      status: 'pending',
      outcome: null,
      createdByEmail: 'pat@move.example',
      ranAt: null,
    }
    panel({ canPublish: false, status: 'changed', revision: 2, schedules: [pending] })
    expect(buttons()).toEqual([])
    expect(screen.getByText('A publisher or an admin publishes changes.')).toBeTruthy()
    // The schedule is shown, without Cancel.
    expect(screen.getByRole('table', { name: 'Scheduled changes' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Take down' })).toBeTruthy()
  })
})
