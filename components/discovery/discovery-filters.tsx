import { styled } from 'next-yak'
import { colors, layout, media, radii, space } from '@/styles/tokens'

export interface FilterOption {
  value: string
  label: string
}

export interface DiscoveryFiltersProps {
  /** City options; null hides the dropdown (the city is fixed). */
  cities: readonly FilterOption[] | null
  city: string
  typeOptions: readonly FilterOption[]
  activityType: string
  /** Absent on the server: the selects render inert until the island takes over. */
  onCityChange?: (city: string) => void
  onTypeChange?: (activityType: string) => void
  /** Ids must be unique on the page: the phone's filter sheet renders a second set. */
  idPrefix?: string
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  align-items: flex-end;
  justify-content: center;
  margin: 0 0 ${space.lg};
`

const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  flex: 1 1 240px;
  max-width: 320px;

  ${media.below.sm} {
    max-width: none;
  }

  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }

  select {
    height: ${layout.selectHeight}px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
  }
`

const Tip = styled.p`
  position: relative;
  flex-basis: 100%;
  max-width: 28rem;
  margin: ${space.xs} auto 0;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.md};
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 0.9375rem;
  text-align: center;

  &::before {
    content: '';
    position: absolute;
    top: -6px;
    left: calc(50% - 6px);
    border: 6px solid transparent;
    border-top: 0;
    border-bottom-color: ${colors.ink};
  }
`

/** First entry of the city dropdown (spec §2). */
export const SELECT_CITY_LABEL = 'Select Your City'
export const CITY_TIP = 'Select your city to see what activities there are!'

/**
 * The city dropdown and the activity selector (spec §2). Controlled when handlers are given;
 * the server renders the same markup so the section does not move when the island arrives.
 */
export function DiscoveryFilters({
  cities,
  city,
  typeOptions,
  activityType,
  onCityChange,
  onTypeChange,
  idPrefix = 'discovery',
}: DiscoveryFiltersProps) {
  const interactive = Boolean(onCityChange || onTypeChange)
  const cityValue = interactive ? { value: city } : { defaultValue: city }
  const typeValue = interactive ? { value: activityType } : { defaultValue: activityType }
  return (
    <Row>
      {cities ? (
        <Field>
          <label htmlFor={`${idPrefix}-city`}>City</label>
          <select
            id={`${idPrefix}-city`}
            {...cityValue}
            onChange={onCityChange ? (event) => onCityChange(event.target.value) : undefined}
          >
            <option value="">{SELECT_CITY_LABEL}</option>
            {cities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field>
        <label htmlFor={`${idPrefix}-type`}>Activity</label>
        <select
          id={`${idPrefix}-type`}
          {...typeValue}
          onChange={onTypeChange ? (event) => onTypeChange(event.target.value) : undefined}
        >
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      {cities && !city ? <Tip role="note">{CITY_TIP}</Tip> : null}
    </Row>
  )
}
