import { MockedProvider } from '@apollo/client/testing/react'
import { GraphQLError } from 'graphql'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { MockLink } from '@apollo/client/testing'
import {
  ActivityDetails,
  DETAILS_ERROR_TEXT,
  DETAILS_NOT_FOUND_TEXT,
  type ActivityDetailsProps,
} from '@/components/activity/activity-details'
import { GetActivityDocument } from '@/graphql/generated/client/graphql'
import { activity, CONTINUE_URL } from './fixtures'

const response = {
  activity: {
    __typename: 'Activity',
    id: activity.id,
    title: activity.title,
    activityType: 'yoga',
    tags: ['yoga'],
    lat: activity.lat,
    lng: activity.lng,
    locationKey: '-2.23010,53.48390',
    isStreaming: false,
    rating: activity.rating,
    url: `/activities/${activity.id}`,
    img_url: activity.img_url,
    thumb_img_url: '/thumb.svg',
    discoveryMemberAllowed: true,
    description: activity.description,
    venue: { __typename: 'Venue', ...activity.venue },
    timeslots: activity.timeslots.map((slot) => ({ __typename: 'Timeslot', ...slot })),
  },
}

const request = { query: GetActivityDocument, variables: { id: activity.id } }
const ok: MockLink.MockedResponse = { request, result: { data: response }, delay: 20 }
const networkError: MockLink.MockedResponse = {
  request,
  error: new Error('Network down'),
  delay: 20,
}
const notFound: MockLink.MockedResponse = {
  request,
  result: {
    data: { activity: null },
    errors: [new GraphQLError("No activity with id '101'.", { extensions: { code: 'NOT_FOUND' } })],
  },
  delay: 20,
}

const summary = {
  title: 'Vinyasa Flow',
  rating: 8.6,
  venue: { name: 'Ancoats Yoga Loft', urlSlug: 'ancoats-yoga-loft' },
  thumb_img_url: '/thumb.svg',
}

function renderDetails(
  mocks: MockLink.MockedResponse[],
  props: Partial<ActivityDetailsProps> = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <ActivityDetails
        activityId={activity.id}
        continueUrl={CONTINUE_URL}
        today="Tuesday"
        {...props}
      />
    </MockedProvider>,
  )
}

describe('ActivityDetails (GetActivity, cache-first)', () => {
  it('shows the summary in a skeleton while loading, then the details', async () => {
    renderDetails([ok], { summary })
    const skeleton = screen.getByTestId('activity-details-skeleton')
    expect(skeleton).toHaveAttribute('aria-busy', 'true')
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading activity details…')
    expect(within(skeleton).getByRole('heading', { name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(within(skeleton).getByRole('img', { name: 'Rated 8.6 / 10' })).toBeInTheDocument()
    expect(within(skeleton).getByRole('link', { name: 'Ancoats Yoga Loft' })).toHaveAttribute(
      'href',
      '/venues/ancoats-yoga-loft',
    )

    expect(await screen.findByRole('link', { name: 'Book Now' })).toBeInTheDocument()
    expect(screen.queryByTestId('activity-details-skeleton')).not.toBeInTheDocument()
    // today is Tuesday (no sessions): the strip opens on Wednesday.
    expect(screen.getByRole('tab', { name: 'Wednesday' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('activity-description')).toHaveTextContent('Mats provided')
  })

  it('skeleton without a summary: placeholders, no title yet', () => {
    renderDetails([ok])
    const skeleton = screen.getByTestId('activity-details-skeleton')
    expect(within(skeleton).queryByRole('heading')).not.toBeInTheDocument()
    expect(within(skeleton).getByRole('status')).toBeInTheDocument()
  })

  it('passes the view props through', async () => {
    const onFocusAddress = jest.fn()
    renderDetails([ok], {
      headingLevel: 3,
      bookNowText: 'Book this class',
      onFocusAddress,
      purchase: <p>Purchase block</p>,
    })
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Vinyasa Flow' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book this class' })).toBeInTheDocument()
    expect(screen.getByText('Purchase block')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /show on the map/ }))
    expect(onFocusAddress).toHaveBeenCalled()
  })

  it('says so and offers a retry when the request fails; the retry can succeed', async () => {
    renderDetails([networkError, ok])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(DETAILS_ERROR_TEXT)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Vinyasa Flow' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says the activity is no longer available for NOT_FOUND, with no retry', async () => {
    renderDetails([notFound])
    expect(await screen.findByText(DETAILS_NOT_FOUND_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })
})
