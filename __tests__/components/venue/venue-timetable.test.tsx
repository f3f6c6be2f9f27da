import { render, screen, within } from '@testing-library/react'
import { VenueTimetable } from '@/components/venue/venue-timetable'
import { activities } from './fixtures'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function row(day: string) {
  const header = screen.getByRole('rowheader', { name: day })
  const tr = header.closest('tr')
  if (!tr) throw new Error(`no row for ${day}`)
  return tr
}

describe('VenueTimetable', () => {
  it('is a captioned table in a labelled section', () => {
    render(<VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />)
    expect(screen.getByRole('region', { name: 'Timetable' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Timetable' })).toBeVisible()
    expect(
      screen.getByRole('table', { name: 'Weekly sessions at Ancoats Yoga Loft, Monday to Sunday' }),
    ).toBeVisible()
  })

  it('has a row per day, Monday to Sunday, and a column per activity', () => {
    render(<VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />)
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(DAYS)
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Day',
      'Vinyasa Flow',
      'Midnight Yin',
    ])
  })

  it('lists each activity’s sessions per day in am/pm, earliest first', () => {
    render(<VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />)
    const monday = within(row('Monday')).getAllByRole('cell')
    expect(monday).toHaveLength(2)
    const mondayTimes = within(monday[0] as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => Array.from(item.querySelectorAll('time'), (time) => time.textContent))
    expect(mondayTimes).toEqual([
      ['6:30am', '7:15am'],
      ['6:30pm', '7:30pm'],
    ])
    expect(monday[1]).toHaveTextContent('Not available')

    const saturday = within(row('Saturday')).getAllByRole('cell')
    expect(saturday[0]).toHaveTextContent('12:00pm')
    expect(saturday[0]).toHaveTextContent('1:05pm')
    expect(saturday[1]).toHaveTextContent('11:15pm')
    expect(saturday[1]).toHaveTextContent('12:15am')
  })

  it('labels each cell with its activity for the phone layout', () => {
    render(<VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />)
    const [first] = within(row('Monday')).getAllByRole('cell')
    expect(first).toHaveAttribute('data-label', 'Vinyasa Flow')
  })

  it('gives times a machine-readable dateTime', () => {
    const { container } = render(
      <VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />,
    )
    expect(container.querySelector('time')).toHaveAttribute('datetime', '06:30')
  })

  it("says 'Not available on this day' for days without sessions", () => {
    render(<VenueTimetable activities={activities} venueName="Ancoats Yoga Loft" />)
    expect(screen.getAllByText('Not available on this day')).toHaveLength(5)
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Sunday']) {
      const cells = within(row(day)).getAllByRole('cell')
      expect(cells).toHaveLength(1)
      expect(cells[0]).toHaveTextContent('Not available on this day')
      expect(cells[0]).toHaveAttribute('colspan', '2')
    }
  })

  it('shows the whole week as not available when nothing is on', () => {
    render(<VenueTimetable activities={[]} venueName="Quiet Hall" headingAs="h3" />)
    expect(screen.getByRole('heading', { level: 3, name: 'Timetable' })).toBeVisible()
    expect(screen.getAllByText('Not available on this day')).toHaveLength(7)
  })
})
