import { render, screen } from '@testing-library/react'
import { MoversStats } from '@/components/venue/movers-stats'

describe('MoversStats', () => {
  it('shows both counts with thousands separators', () => {
    render(<MoversStats moversGoingToThisVenue={1234} moversInCity={48210} cityName="Manchester" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      '1,234 movers going to this venue',
      '48,210 movers in Manchester',
    ])
    expect(screen.getByRole('list', { name: 'Movers' })).toBeVisible()
  })

  it('uses the singular for one', () => {
    render(<MoversStats moversGoingToThisVenue={1} moversInCity={1} cityName="Bath" />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 mover going to this venue',
      '1 mover in Bath',
    ])
  })

  it('shows zero as it is and copes without a city name', () => {
    render(<MoversStats moversGoingToThisVenue={0} moversInCity={350} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0 movers going to this venue',
      '350 movers in this city',
    ])
  })
})
