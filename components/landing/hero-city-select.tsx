'use client'

import { useId, type FormEvent } from 'react'
import styled from 'styled-components'
import { useDiscoveryQuery } from '@/components/discovery/use-discovery-query'
import { ACTIVITIES_LIST_ANCHOR } from '@/lib/discovery/query-state'
import { colors, layout, radii, space } from '@/styles/tokens'

/** The first entry, as the discovery section's city dropdown has it (spec §2). */
export const HERO_CITY_PLACEHOLDER = 'Select Your City'
export const HERO_CITY_LABEL = 'Choose your city'
export const HERO_CITY_BUTTON = 'See activities'

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space.sm};
  margin: 0 0 ${space.md};

  label {
    flex-basis: 100%;
    font-weight: 600;
  }

  select {
    flex: 1 1 200px;
    min-width: 0;
    height: ${layout.selectHeight}px;
    padding: 0 ${space.md};
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
  }

  button {
    min-height: ${layout.selectHeight}px;
    padding: 0 ${space.lg};
    border: 2px solid ${colors.primary};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    color: ${colors.primaryDark};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`

export interface HeroCitySelectProps {
  cities: ReadonlyArray<{ value: string; label: string }>
  /** The landing path the plain form submits to (e.g. '/'). */
  action: string
}

/**
 * ctaConfig.citySelect (spec §3): a city select in the hero. The chosen city is the page's
 * `city` query parameter, the same one the discovery section's dropdown keeps (spec §2), so the
 * two always agree, and the email capture carries it to the sign-up link. 'See activities'
 * shows the city's activities. Without JavaScript it is a plain GET form to the same result.
 */
export function HeroCitySelect({ cities, action }: HeroCitySelectProps) {
  const id = useId()
  const [query, setQuery] = useDiscoveryQuery()
  const known = cities.some((city) => city.value === query.city)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    document.getElementById(ACTIVITIES_LIST_ANCHOR)?.scrollIntoView({ block: 'start' })
  }

  return (
    <Form method="get" action={`${action}#${ACTIVITIES_LIST_ANCHOR}`} onSubmit={onSubmit}>
      <label htmlFor={id}>{HERO_CITY_LABEL}</label>
      <select
        id={id}
        name="city"
        value={known ? (query.city ?? '') : ''}
        onChange={(event) => setQuery({ city: event.target.value || null })}
      >
        <option value="">{HERO_CITY_PLACEHOLDER}</option>
        {cities.map((city) => (
          <option key={city.value} value={city.value}>
            {city.label}
          </option>
        ))}
      </select>
      <button type="submit">{HERO_CITY_BUTTON}</button>
    </Form>
  )
}
