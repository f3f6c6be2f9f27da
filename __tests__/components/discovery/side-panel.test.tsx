import { render, screen } from '@testing-library/react'
import { SidePanel, type SidePanelProps } from '@/components/discovery/side-panel'

const venue = (id: string, name: string) => ({
  id,
  name,
  address: `${id} High Street`,
  activityIds: [`${id}-a`],
  activityTypes: ['gym'],
  rating: 8,
})

function renderVenueList(overrides: Partial<SidePanelProps> = {}) {
  return render(
    <SidePanel
      view={{ type: 'VENUE_LIST', query: '' }}
      cityName="Bath"
      venues={[venue('1', 'Canal & Breath'), venue('2', 'Marigold & Breath')]}
      activities={new Map()}
      activityType="any"
      onBack={() => {}}
      onClose={() => {}}
      onOpenVenue={() => {}}
      onOpenActivity={() => {}}
      onClearFilters={() => {}}
      renderDetails={() => null}
      {...overrides}
    />,
  )
}

describe('SidePanel venue list', () => {
  it.each([
    [true, 'true'],
    [false, null],
    [undefined, null],
  ])('venuesUpdating %p: aria-busy %p', (venuesUpdating, busy) => {
    renderVenueList({ venuesUpdating })
    const list = screen.getByRole('list', { name: 'Venues' })
    expect(list.getAttribute('aria-busy')).toBe(busy)
    expect(screen.getAllByRole('button', { name: /Breath/ })).toHaveLength(2)
  })
})
