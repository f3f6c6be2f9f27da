import { Container } from '@/components/layout/container'
import { Section, SectionHeading } from '@/components/landing/section'
import { formatTime, timeAttribute } from '@/lib/time/format-time'
import { NOT_AVAILABLE_TEXT } from '@/lib/time/default-day'
import {
  buildWeekTimetable,
  type TimetableActivityInput,
  type TimetableSlot,
} from '@/lib/venue/timetable'
import { THUMB_WIDTH, THUMB_HEIGHT, Scroller, Table } from './venue-timetable.styles'

function SlotTimes({ slot }: { slot: TimetableSlot }) {
  return (
    <>
      <time dateTime={timeAttribute(slot.startTime)}>{formatTime(slot.startTime)}</time>
      {/* The visible dash is the stylesheet's (venue-timetable.styles.ts): an element less per session. */}
      <span className="visually-hidden"> to </span>
      <time dateTime={timeAttribute(slot.endTime)}>{formatTime(slot.endTime)}</time>
    </>
  )
}

export type VenueTimetableActivity = TimetableActivityInput

export interface VenueTimetableProps {
  /** The venue's activities (VenueDetails.activities), timeslots included. */
  activities: readonly VenueTimetableActivity[]
  /** For the table's caption. */
  venueName: string
  /** 'h2' on its own, 'h3' inside another section. */
  headingAs?: 'h2' | 'h3'
}

/**
 * The venue's week (spec §3, §9): Monday to Sunday, each activity's sessions per day with times
 * in am/pm, and 'Not available on this day' for days without sessions. A semantic table that
 * turns into a list of day cards on phones, with CSS only.
 */
export function VenueTimetable({ activities, venueName, headingAs = 'h2' }: VenueTimetableProps) {
  const { columns, days } = buildWeekTimetable(activities)
  const span = Math.max(columns.length, 1)
  return (
    <Section id="timetable" data-tone="subtle" aria-labelledby="venue-timetable-heading">
      <Container>
        <SectionHeading level={headingAs} id="venue-timetable-heading">
          Timetable
        </SectionHeading>
        {/* Focusable so keyboard users can scroll a wide week sideways. */}
        <Scroller tabIndex={0} role="group" aria-labelledby="venue-timetable-caption">
          <Table>
            <caption id="venue-timetable-caption">
              Weekly sessions at {venueName}, Monday to Sunday
            </caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {columns.length > 0 ? (
                  columns.map((column) => (
                    <th key={column.id} scope="col">
                      <span>
                        {column.thumbUrl ? (
                          // eslint-disable-next-line @next/next/no-img-element -- tiny pre-sized thumbnail, lazy
                          <img
                            src={column.thumbUrl}
                            alt=""
                            width={THUMB_WIDTH}
                            height={THUMB_HEIGHT}
                            loading="lazy"
                            decoding="async"
                          />
                        ) : null}
                        {column.name}
                      </span>
                    </th>
                  ))
                ) : (
                  <th scope="col">Sessions</th>
                )}
              </tr>
            </thead>
            <tbody>
              {days.map(({ day, cells, hasSlots }) => (
                <tr key={day} data-closed={hasSlots ? undefined : ''}>
                  <th scope="row">{day}</th>
                  {hasSlots ? (
                    cells.map((slots, index) => {
                      const column = columns[index]
                      if (!column) return null
                      if (slots.length === 0) {
                        return (
                          <td key={column.id} data-empty="">
                            <span className="visually-hidden">Not available</span>
                          </td>
                        )
                      }
                      return (
                        <td key={column.id} data-label={column.name}>
                          <ul>
                            {slots.map((slot) => (
                              <li key={slot.id}>
                                <SlotTimes slot={slot} />
                              </li>
                            ))}
                          </ul>
                        </td>
                      )
                    })
                  ) : (
                    <td colSpan={span} data-closed="">
                      {NOT_AVAILABLE_TEXT}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
      </Container>
    </Section>
  )
}
