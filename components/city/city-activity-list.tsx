import styled from 'styled-components'
import { ratingLabel } from '@/lib/rating'
import { colors, space } from '@/styles/tokens'

interface ActivityListItem {
  id: string
  title: string
  rating: number
  venue: { name: string }
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.sm};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`

const Item = styled.li`
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 8px;

  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1rem;
  }

  p {
    margin: 0;
    color: ${colors.muted};
  }
`

/** The crawlable list of a city's activities: plain HTML, no client JavaScript. */
export function CityActivityList({
  cityName,
  activities,
}: {
  cityName: string
  activities: ActivityListItem[]
}) {
  if (activities.length === 0) return <p>No activities match your filter</p>
  return (
    <section aria-labelledby="activities-list-heading" id="activities-list">
      <h2 id="activities-list-heading">
        {activities.length} activities in {cityName}
      </h2>
      <List>
        {activities.map((activity) => (
          <Item key={activity.id}>
            <h3>{activity.title}</h3>
            <p>{activity.venue.name}</p>
            <p>{ratingLabel(activity.rating)}</p>
          </Item>
        ))}
      </List>
    </section>
  )
}
