import { act, fireEvent, render, screen, within } from '@testing-library/react'
import {
  ActivityDetailsView,
  type ActivityDetailsViewProps,
} from '@/components/activity/activity-details-view'
import type { WeekDay } from '@/lib/time/week-days'
import { activity, CONTINUE_URL } from './fixtures'

function renderView(overrides: Partial<ActivityDetailsViewProps> = {}) {
  const props: ActivityDetailsViewProps = {
    activity,
    today: 'Monday',
    continueUrl: CONTINUE_URL,
    ...overrides,
  }
  const utils = render(<ActivityDetailsView {...props} />)
  return {
    ...utils,
    rerenderView: (next: Partial<ActivityDetailsViewProps>) =>
      utils.rerender(<ActivityDetailsView {...props} {...next} />),
  }
}

const dayTab = (day: WeekDay) => screen.getByRole('tab', { name: day })
const selectedDay = () =>
  within(screen.getByRole('tablist', { name: 'Day of the week' }))
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.getAttribute('aria-label'))
const sessionPanel = () =>
  screen
    .getAllByRole('tabpanel')
    .find((panel) => panel.getAttribute('aria-labelledby') === dayTab(dayOf()).id)!
function dayOf(): WeekDay {
  const [text] = selectedDay()
  const day = (
    ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
  ).find((name) => name === text)
  if (!day) throw new Error(`no selected day (${text})`)
  return day
}
const sessionTimes = () =>
  within(sessionPanel())
    .queryAllByRole('listitem')
    .map((item) => Array.from(item.querySelectorAll('time'), (time) => time.textContent).join('–'))

describe('ActivityDetailsView: header', () => {
  it('shows the image, title, venue link, rating and address', () => {
    const { container } = renderView()
    expect(screen.getByRole('heading', { level: 2, name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('src', activity.img_url)
    expect(screen.getByRole('link', { name: 'Ancoats Yoga Loft' })).toHaveAttribute(
      'href',
      '/venues/ancoats-yoga-loft',
    )
    expect(screen.getByRole('img', { name: 'Rated 8.6 / 10' })).toHaveAttribute(
      'title',
      'Rated 8.6 / 10',
    )
    // No onFocusAddress (the server render): plain text, no button.
    expect(screen.getByText(activity.venue.address!)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /show on the map/ })).not.toBeInTheDocument()
  })

  it('renders the title at the level asked for, or leaves it to the host', () => {
    const { rerenderView } = renderView({ headingLevel: 3 })
    expect(screen.getByRole('heading', { level: 3, name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Timetable' })).toBeInTheDocument()
    rerenderView({ headingLevel: 3, showTitle: false })
    expect(screen.queryByRole('heading', { name: 'Vinyasa Flow' })).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Timetable' })).toBeInTheDocument()
  })

  it('names the venue without a link when it has no page', () => {
    renderView({ activity: { ...activity, venue: { ...activity.venue, urlSlug: null } } })
    expect(screen.queryByRole('link', { name: 'Ancoats Yoga Loft' })).not.toBeInTheDocument()
    expect(screen.getByText('Ancoats Yoga Loft')).toBeInTheDocument()
  })

  it('the address recentres the map when the host can', () => {
    const onFocusAddress = jest.fn()
    renderView({ onFocusAddress })
    fireEvent.click(
      screen.getByRole('button', { name: `${activity.venue.address}: show on the map` }),
    )
    expect(onFocusAddress).toHaveBeenCalledTimes(1)
    expect(onFocusAddress).toHaveBeenCalledWith()
  })

  it('has no address button for an activity without a location', () => {
    renderView({ onFocusAddress: jest.fn(), activity: { ...activity, lat: null, lng: null } })
    expect(screen.queryByRole('button', { name: /show on the map/ })).not.toBeInTheDocument()
    expect(screen.getByText(activity.venue.address!)).toBeInTheDocument()
  })

  it('renders the sanitised description as HTML', () => {
    renderView()
    const description = screen.getByTestId('activity-description')
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mats provided', 'All levels'])
    expect(description.querySelector('strong')).toHaveTextContent('Vinyasa Flow')
  })
})

describe('ActivityDetailsView: the day strip (spec §2)', () => {
  it('lists Monday to Sunday as tabs, today marked', () => {
    renderView({ today: 'Wednesday' })
    const tabs = within(screen.getByRole('tablist', { name: 'Day of the week' })).getAllByRole(
      'tab',
    )
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ])
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(dayTab('Wednesday')).toHaveAttribute('aria-current', 'date')
    expect(dayTab('Monday')).not.toHaveAttribute('aria-current')
    expect(dayTab('Tuesday')).toHaveAttribute('data-empty')
    expect(dayTab('Monday')).not.toHaveAttribute('data-empty')
  })

  it.each<[WeekDay, WeekDay]>([
    ['Monday', 'Monday'],
    ['Tuesday', 'Wednesday'],
    ['Wednesday', 'Wednesday'],
    ['Thursday', 'Saturday'],
    ['Saturday', 'Saturday'],
    ['Sunday', 'Monday'],
  ])('today %s opens on %s', (today, expected) => {
    renderView({ today })
    expect(dayTab(expected)).toHaveAttribute('aria-selected', 'true')
    expect(selectedDay()).toEqual([expected])
  })

  it("shows the day's sessions in am/pm, earliest first", () => {
    renderView({ today: 'Monday' })
    expect(sessionTimes()).toEqual(['6:30am–7:30am', '12:00pm–1:00pm'])
    fireEvent.click(dayTab('Wednesday'))
    expect(sessionTimes()).toEqual(['12:00am–12:45am', '6:00pm–7:00pm'])
    expect(
      within(sessionPanel()).getAllByRole('listitem')[0]!.querySelector('time'),
    ).toHaveAttribute('dateTime', '00:00')
  })

  it("says 'Not available on this day' for an empty day", () => {
    renderView()
    fireEvent.click(dayTab('Tuesday'))
    expect(within(sessionPanel()).getByText('Not available on this day')).toBeInTheDocument()
    expect(within(sessionPanel()).queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('moves between days with the keyboard (roving tabindex, wrapping)', () => {
    renderView({ today: 'Monday' })
    const monday = dayTab('Monday')
    expect(monday).toHaveAttribute('tabindex', '0')
    expect(dayTab('Tuesday')).toHaveAttribute('tabindex', '-1')
    act(() => monday.focus())
    fireEvent.keyDown(monday, { key: 'ArrowRight' })
    expect(dayTab('Tuesday')).toHaveFocus()
    expect(dayTab('Tuesday')).toHaveAttribute('aria-selected', 'true')
    expect(dayTab('Tuesday')).toHaveAttribute('tabindex', '0')
    expect(monday).toHaveAttribute('tabindex', '-1')
    fireEvent.keyDown(dayTab('Tuesday'), { key: 'End' })
    expect(dayTab('Sunday')).toHaveFocus()
    fireEvent.keyDown(dayTab('Sunday'), { key: 'ArrowRight' })
    expect(dayTab('Monday')).toHaveFocus()
    fireEvent.keyDown(dayTab('Monday'), { key: 'ArrowLeft' })
    expect(dayTab('Sunday')).toHaveFocus()
    fireEvent.keyDown(dayTab('Sunday'), { key: 'Home' })
    expect(dayTab('Monday')).toHaveFocus()
    expect(selectedDay()).toEqual(['Monday'])
    fireEvent.keyDown(dayTab('Monday'), { key: 'a' })
    expect(selectedDay()).toEqual(['Monday'])
  })

  it("'Today' goes back to today's day", () => {
    renderView({ today: 'Tuesday' })
    expect(selectedDay()).toEqual(['Wednesday'])
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    expect(selectedDay()).toEqual(['Tuesday'])
    expect(within(sessionPanel()).getByText('Not available on this day')).toBeInTheDocument()
  })

  it('opens on the new activity’s default day when the activity changes', () => {
    const { rerenderView } = renderView({ today: 'Monday' })
    fireEvent.click(dayTab('Saturday'))
    expect(selectedDay()).toEqual(['Saturday'])
    rerenderView({
      activity: {
        ...activity,
        id: '202',
        timeslots: [
          { id: 'x', start_time: '10:00:00', end_time: '11:00:00', day_of_week: 'Friday' },
        ],
      },
    })
    expect(selectedDay()).toEqual(['Friday'])
  })
})

describe('ActivityDetailsView: time of day filter', () => {
  const filterButton = (name: string) =>
    within(screen.getByRole('group', { name: 'Time of day' })).getByRole('button', { name })

  it.each([
    ['Morning', 'Monday', ['6:30am–7:30am']],
    ['Afternoon', 'Monday', ['12:00pm–1:00pm']],
    ['Evening', 'Wednesday', ['6:00pm–7:00pm']],
    ['Morning', 'Wednesday', ['12:00am–12:45am']],
    ['Any time', 'Wednesday', ['12:00am–12:45am', '6:00pm–7:00pm']],
  ] as const)('%s on %s', (filter, day, times) => {
    renderView({ today: 'Monday' })
    fireEvent.click(dayTab(day))
    fireEvent.click(filterButton(filter))
    expect(filterButton(filter)).toHaveAttribute('aria-pressed', 'true')
    expect(sessionTimes()).toEqual(times)
  })

  it('says so when the filter leaves nothing, and offers every time again', () => {
    renderView({ today: 'Monday' })
    fireEvent.click(filterButton('Evening'))
    expect(within(sessionPanel()).getByText(/No evening sessions on Monday\./)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all times' }))
    expect(filterButton('Any time')).toHaveAttribute('aria-pressed', 'true')
    expect(sessionTimes()).toHaveLength(2)
  })

  it('keeps the filter across days; an empty day still says it is empty', () => {
    renderView({ today: 'Monday' })
    fireEvent.click(filterButton('Evening'))
    fireEvent.click(dayTab('Wednesday'))
    expect(sessionTimes()).toEqual(['6:00pm–7:00pm'])
    fireEvent.click(dayTab('Tuesday'))
    expect(within(sessionPanel()).getByText('Not available on this day')).toBeInTheDocument()
  })
})

describe('ActivityDetailsView: Add to calendar', () => {
  it('links every session to its .ics download', () => {
    renderView({ today: 'Monday' })
    const links = within(sessionPanel()).getAllByRole('link', { name: /^Add to calendar/ })
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')]),
    ).toEqual([
      ['/activities/101/timeslots/s1/calendar.ics', 'Add to calendar: Monday 6:30am'],
      ['/activities/101/timeslots/s3/calendar.ics', 'Add to calendar: Monday 12:00pm'],
    ])
    for (const link of links) {
      expect(link).toHaveAttribute('download')
      expect(link).toHaveTextContent('Add to calendar')
    }
  })
})

describe('ActivityDetailsView: description (spec §2: collapsed to 80 px)', () => {
  let height = 0
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'activity-description' ? height : 0
      },
    })
  })
  afterAll(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight
  })

  it("offers 'More' for a tall description, then 'Less'", () => {
    height = 240
    renderView()
    const description = screen.getByTestId('activity-description')
    const more = screen.getByRole('button', { name: 'More' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(more).toHaveAttribute('aria-controls', description.id)
    expect(description).toHaveAttribute('data-collapsed')
    fireEvent.click(more)
    const less = screen.getByRole('button', { name: 'Less' })
    expect(less).toHaveAttribute('aria-expanded', 'true')
    expect(description).not.toHaveAttribute('data-collapsed')
    fireEvent.click(less)
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false')
    expect(description).toHaveAttribute('data-collapsed')
  })

  it.each([40, 80, 81])('has no toggle when the description fits (%p px)', (px) => {
    height = px
    renderView()
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument()
  })

  it('renders nothing for an empty description', () => {
    height = 0
    renderView({ activity: { ...activity, description: ' ' } })
    expect(screen.queryByTestId('activity-description')).not.toBeInTheDocument()
  })
})

describe('ActivityDetailsView: Book Now (spec §2)', () => {
  it('leads to the continue URL with the activity as context', () => {
    renderView()
    const link = screen.getByRole('link', { name: 'Book Now' })
    const url = new URL(link.getAttribute('href')!)
    expect(`${url.origin}${url.pathname}`).toBe('https://account.example.com/continue')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      context_ref_id: '101',
      context_ref_source: 'activity',
    })
  })

  it('takes another text', () => {
    renderView({ bookNowText: 'Reserve a spot' })
    expect(screen.getByRole('link', { name: 'Reserve a spot' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument()
  })
})

describe('ActivityDetailsView: the pricing experiment tabs (spec §2, §4)', () => {
  const purchase = <div data-testid="purchase">Plans here</div>
  const sectionTabs = () => screen.getByRole('tablist', { name: 'Activity details' })
  const sectionTab = (name: string) => within(sectionTabs()).getByRole('tab', { name })

  it('without the experiment, the purchase block follows the info', () => {
    renderView({ purchase })
    expect(screen.queryByRole('tablist', { name: 'Activity details' })).not.toBeInTheDocument()
    const book = screen.getByRole('link', { name: 'Book Now' })
    const block = screen.getByTestId('purchase')
    expect(block).toBeVisible()
    expect(book.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("is off when 'enabled' is false", () => {
    renderView({ purchase, pricingTabs: { enabled: false, resetKey: 'a' } })
    expect(screen.queryByRole('tablist', { name: 'Activity details' })).not.toBeInTheDocument()
    expect(screen.getByTestId('purchase')).toBeVisible()
  })

  it("shows 'Info' first, 'Price plans' holds the purchase block", () => {
    renderView({ purchase, pricingTabs: { enabled: true, resetKey: 'plans-1' } })
    expect(
      within(sectionTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Info', 'Price plans'])
    expect(sectionTab('Info')).toHaveAttribute('aria-selected', 'true')
    const infoPanel = screen.getByRole('tabpanel', { name: 'Info' })
    expect(within(infoPanel).getByRole('link', { name: 'Book Now' })).toBeVisible()
    expect(within(infoPanel).getByTestId('activity-description')).toBeInTheDocument()
    expect(within(infoPanel).getByRole('tablist', { name: 'Day of the week' })).toBeInTheDocument()
    expect(screen.getByTestId('purchase')).not.toBeVisible()

    fireEvent.click(sectionTab('Price plans'))
    expect(sectionTab('Price plans')).toHaveAttribute('aria-selected', 'true')
    expect(
      within(screen.getByRole('tabpanel', { name: 'Price plans' })).getByTestId('purchase'),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Book Now', hidden: true })).not.toBeVisible()
  })

  it('works from the keyboard', () => {
    renderView({ purchase, pricingTabs: { enabled: true, resetKey: 'plans-1' } })
    const info = sectionTab('Info')
    expect(info).toHaveAttribute('tabindex', '0')
    expect(sectionTab('Price plans')).toHaveAttribute('tabindex', '-1')
    act(() => info.focus())
    fireEvent.keyDown(info, { key: 'ArrowRight' })
    expect(sectionTab('Price plans')).toHaveFocus()
    expect(screen.getByTestId('purchase')).toBeVisible()
    fireEvent.keyDown(sectionTab('Price plans'), { key: 'ArrowRight' })
    expect(sectionTab('Info')).toHaveFocus()
    fireEvent.keyDown(sectionTab('Info'), { key: 'ArrowLeft' })
    expect(sectionTab('Price plans')).toHaveAttribute('aria-selected', 'true')
  })

  it('goes back to Info when the plans change, not otherwise', () => {
    const { rerenderView } = renderView({
      purchase,
      pricingTabs: { enabled: true, resetKey: 'plans-1' },
    })
    fireEvent.click(sectionTab('Price plans'))
    rerenderView({ purchase, pricingTabs: { enabled: true, resetKey: 'plans-1' } })
    expect(sectionTab('Price plans')).toHaveAttribute('aria-selected', 'true')
    rerenderView({ purchase, pricingTabs: { enabled: true, resetKey: 'plans-2' } })
    expect(sectionTab('Info')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('purchase')).not.toBeVisible()
  })

  it('keeps the purchase block mounted across tab switches', () => {
    renderView({ purchase, pricingTabs: { enabled: true, resetKey: 'plans-1' } })
    const block = screen.getByTestId('purchase')
    fireEvent.click(sectionTab('Price plans'))
    fireEvent.click(sectionTab('Info'))
    expect(screen.getByTestId('purchase')).toBe(block)
  })
})
