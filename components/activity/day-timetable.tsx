'use client'

import { useId, useMemo } from 'react'
import { TextButton } from '@/components/ui/text-button'
import { activityCalendarPath } from '@/lib/calendar/calendar-path'
import { defaultDayFrom, NOT_AVAILABLE_TEXT, slotsOn, type DaySlot } from '@/lib/time/default-day'
import { formatTime, timeAttribute } from '@/lib/time/format-time'
import {
  filterByTimeOfDay,
  noSessionsMessage,
  TIME_OF_DAY_FILTERS,
  TIME_OF_DAY_LABELS,
  type TimeOfDayFilter,
} from '@/lib/time/time-of-day'
import { toWeekDay, WEEK_DAYS, type WeekDay } from '@/lib/time/week-days'
import { TabList, tabId } from './tab-list'
import { useResettableState } from './use-resettable-state'
import { Section, Controls, Pill, Group, Panel } from './day-timetable.styles'

export const TODAY_LABEL = 'Today'
export const ADD_TO_CALENDAR_LABEL = 'Add to calendar'
export const SHOW_ALL_TIMES_LABEL = 'Show all times'

export interface DayTimetableProps {
  activityId: string
  timeslots: readonly DaySlot[]
  /** Today in Europe/London, from the caller (the same on the server and in the browser). */
  today: WeekDay
  /** The section heading's element. */
  headingAs?: 'h3' | 'h4'
}

/**
 * The week strip of the details view (spec §2, §9): Monday to Sunday as tabs, opening on today
 * or the next day with a session; the selected day's sessions in am/pm, each with 'Add to
 * calendar'; 'Not available on this day' for an empty day. Beyond the spec: a time-of-day
 * filter and a 'Today' shortcut.
 */
export function DayTimetable({
  activityId,
  timeslots,
  today,
  headingAs = 'h3',
}: DayTimetableProps) {
  const idPrefix = useId()
  const headingId = `${idPrefix}-heading`
  const panelId = `${idPrefix}-panel`
  const [day, setDay] = useResettableState(() => defaultDayFrom(timeslots, today), activityId)
  const [filter, setFilter] = useResettableState<TimeOfDayFilter>(() => 'any', activityId)

  const daysWithSlots = useMemo(
    () => new Set(timeslots.map((slot) => toWeekDay(slot.day_of_week))),
    [timeslots],
  )
  const daySlots = useMemo(() => slotsOn(timeslots, day), [timeslots, day])
  const shown = filterByTimeOfDay(daySlots, filter)
  const Heading = headingAs

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>Timetable</Heading>
      <Controls>
        <Pill type="button" onClick={() => setDay(today)}>
          {TODAY_LABEL}
        </Pill>
        <Group role="group" aria-label="Time of day">
          {TIME_OF_DAY_FILTERS.map((option) => (
            <Pill
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {TIME_OF_DAY_LABELS[option]}
            </Pill>
          ))}
        </Group>
      </Controls>
      <TabList
        label="Day of the week"
        variant="strip"
        idPrefix={idPrefix}
        panelId={panelId}
        selected={day}
        onSelect={setDay}
        items={WEEK_DAYS.map((weekDay) => ({
          key: weekDay,
          // 'Mon' fits seven tabs in a phone's width; the full name is the accessible one.
          label: weekDay.slice(0, 3),
          ariaLabel: weekDay,
          current: weekDay === today ? 'date' : undefined,
          data: { 'data-empty': daysWithSlots.has(weekDay) ? undefined : '' },
        }))}
      />
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, day)} tabIndex={0}>
        {daySlots.length === 0 ? (
          <p>{NOT_AVAILABLE_TEXT}</p>
        ) : shown.length === 0 && filter !== 'any' ? (
          <p>
            {noSessionsMessage(filter, day)}{' '}
            <TextButton type="button" onClick={() => setFilter('any')}>
              {SHOW_ALL_TIMES_LABEL}
            </TextButton>
          </p>
        ) : (
          <ul aria-label={`Sessions on ${day}`}>
            {shown.map((slot) => (
              <li key={slot.id}>
                <span className="times">
                  <time dateTime={timeAttribute(slot.start_time)}>
                    {formatTime(slot.start_time)}
                  </time>
                  <span aria-hidden> – </span>
                  <span className="visually-hidden"> to </span>
                  <time dateTime={timeAttribute(slot.end_time)}>{formatTime(slot.end_time)}</time>
                </span>
                <a
                  href={activityCalendarPath(activityId, slot.id)}
                  download
                  aria-label={`${ADD_TO_CALENDAR_LABEL}: ${day} ${formatTime(slot.start_time)}`}
                >
                  {ADD_TO_CALENDAR_LABEL}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </Section>
  )
}
