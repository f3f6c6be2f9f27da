import styled from 'styled-components'
import {
  ActivityDetailsView,
  type ActivityDetailsData,
} from '@/components/activity/activity-details-view'
import { londonWeekDay } from '@/lib/time/default-day'
import { space } from '@/styles/tokens'
import { PanelFrame } from './panel-frame'

const Panel = styled(PanelFrame)`
  > div {
    flex: 1;
    overflow-y: auto;
    padding: ${space.md};
  }
`

/**
 * A shared activity's details (`?activity={id}`), rendered on the server where the map's side
 * panel will open them: crawlers and visitors without JavaScript get the whole description and
 * timetable, and the island's panel takes the same place once it loads. The purchase block
 * needs the browser (live pricing), so it comes with the island.
 */
export function SharedActivityPreview({
  activity,
  continueUrl,
}: {
  activity: ActivityDetailsData
  continueUrl: string
}) {
  return (
    <Panel aria-label="Activity details" data-testid="shared-activity">
      <div>
        <ActivityDetailsView
          activity={activity}
          today={londonWeekDay(new Date())}
          continueUrl={continueUrl}
          headingLevel={3}
        />
      </div>
    </Panel>
  )
}
