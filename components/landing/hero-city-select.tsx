'use client'

import { useId, type FormEvent } from 'react'
import { useDiscoveryQuery } from '@/components/discovery/use-discovery-query'
import { ACTIVITIES_LIST_ANCHOR } from '@/lib/discovery/query-state'

/** The first entry, as the discovery section's city dropdown has it (spec §2). */
export const HERO_CITY_PLACEHOLDER = 'Select Your City'
export const HERO_CITY_LABEL = 'Choose your city'
export const HERO_CITY_BUTTON = 'See activities'

export interface HeroCitySelectProps {
  cities: ReadonlyArray<{ value: string; label: string }>
  /** The landing path the plain form submits to (e.g. '/'). */
  action: string
}

/**
 * ctaConfig.citySelect (spec §3): a city select in the hero (styled by its server-rendered
 * frame, ./hero-city-frame, so its client code stays small). The chosen city is the page's
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
    <form method="get" action={`${action}#${ACTIVITIES_LIST_ANCHOR}`} onSubmit={onSubmit}>
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
    </form>
  )
}
