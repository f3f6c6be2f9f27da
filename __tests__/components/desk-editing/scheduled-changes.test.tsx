import { render, screen, within } from '@testing-library/react'
import { ScheduledChanges } from '@/components/desk-editing/scheduled-changes'
import type { ScheduledChange } from '@/server/desk-editing/scheduled-changes'

const NOW = new Date('2026-11-27T10:00:00Z')
const ACTION = '/marketing/offers/5/lifecycle'

const change = (fields: Partial<ScheduledChange>): ScheduledChange => ({
  id: 1,
  action: 'publish',
  revision: 2,
  runAt: new Date('2026-12-01T00:00:00Z'),
  status: 'pending',
  outcome: null,
  createdByEmail: 'ann@move.example',
  ranAt: null,
  ...fields,
})

describe('ScheduledChanges', () => {
  it('offers publishers the form: publish the newest revision or unpublish, at a London time', () => {
    render(
      <ScheduledChanges
        action={ACTION}
        revision={4}
        schedules={[]}
        canPublish
        now={NOW}
        unpublishLabel="Take down"
      />,
    )
    const form = screen.getByRole('form', { name: 'Schedule a change' })
    expect(form.getAttribute('action')).toBe(ACTION)
    const select = within(form).getByRole('combobox', { name: 'Change' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Publish revision 4', 'Take down'])
    expect(within(form).getByLabelText('Date and time (London)').getAttribute('min')).toBe(
      '2026-11-27T10:00',
    )
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('lists pending changes first with Cancel, then the last five others with their outcome', () => {
    const past = Array.from({ length: 6 }, (_, i) =>
      change({ id: 10 + i, status: 'done', runAt: new Date(Date.UTC(2026, 10, 1 + i)) }),
    )
    render(
      <ScheduledChanges
        action={ACTION}
        revision={4}
        schedules={[
          change({ id: 2, action: 'unpublish', revision: null }),
          change({ id: 3, status: 'failed', outcome: 'This page is not live.' }),
          ...past,
        ]}
        canPublish
        now={NOW}
        unpublishLabel="Unpublish"
      />,
    )
    const rows = within(screen.getByRole('table', { name: 'Scheduled changes' }))
      .getAllByRole('row')
      .slice(1)
    expect(rows).toHaveLength(6)
    expect(rows[0]!.textContent).toContain('Unpublish')
    expect(within(rows[0]!).getByRole('button', { name: /^Cancel the change due/ })).toBeTruthy()
    expect(rows[1]!.textContent).toContain('Failed: This page is not live.')
    expect(within(rows[1]!).queryByRole('button')).toBeNull()
  })

  it('shows readers the changes but no form and no Cancel', () => {
    render(
      <ScheduledChanges
        action={ACTION}
        revision={4}
        schedules={[change({})]}
        canPublish={false}
        now={NOW}
        unpublishLabel="Unpublish"
      />,
    )
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('cell', { name: 'Publish revision 2' })).toBeTruthy()
  })
})
