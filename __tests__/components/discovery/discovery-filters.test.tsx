import { fireEvent, render, screen } from '@testing-library/react'
import { DiscoveryFilters } from '@/components/discovery/discovery-filters'
import { activityTypeOptions } from '@/lib/discovery/activity-selector'

const cities = [
  { value: 'bath', label: 'Bath' },
  { value: 'london', label: 'London' },
]
const typeOptions = activityTypeOptions(['yoga', 'gym'])

describe('DiscoveryFilters', () => {
  it("offers 'Select Your City' first and the tip while no city is chosen", () => {
    render(
      <DiscoveryFilters cities={cities} city="" typeOptions={typeOptions} activityType="any" />,
    )
    const city = screen.getByRole('combobox', { name: 'City' })
    expect(city.querySelector('option')).toHaveTextContent('Select Your City')
    expect(
      screen.getByText('Select your city to see what activities there are!'),
    ).toBeInTheDocument()
  })

  it('hides the tip once a city is chosen, and the dropdown when the city is fixed', () => {
    const { rerender } = render(
      <DiscoveryFilters cities={cities} city="bath" typeOptions={typeOptions} activityType="any" />,
    )
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    rerender(
      <DiscoveryFilters cities={null} city="bath" typeOptions={typeOptions} activityType="any" />,
    )
    expect(screen.queryByRole('combobox', { name: 'City' })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Activity' })).toBeInTheDocument()
  })

  it('reports changes when interactive', () => {
    const onCityChange = jest.fn()
    const onTypeChange = jest.fn()
    render(
      <DiscoveryFilters
        cities={cities}
        city=""
        typeOptions={typeOptions}
        activityType="any"
        onCityChange={onCityChange}
        onTypeChange={onTypeChange}
      />,
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), {
      target: { value: 'london' },
    })
    fireEvent.change(screen.getByRole('combobox', { name: 'Activity' }), {
      target: { value: 'yoga' },
    })
    expect(onCityChange).toHaveBeenCalledWith('london')
    expect(onTypeChange).toHaveBeenCalledWith('yoga')
  })
})
