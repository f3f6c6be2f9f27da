import type { FocusEventHandler, ChangeEventHandler } from 'react'
import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export const SearchToolbar = styled.div`
  display: flex;
  gap: ${space.sm};
  align-items: center;
  margin: 0 0 ${space.sm};

  input {
    flex: 1;
    min-width: 0;
    height: 48px;
    padding: 0 ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.pill};
    background: ${colors.surface};
    font: inherit;
  }
`

export interface VenueSearchBoxProps {
  placeholder: string
  value?: string
  onFocus?: FocusEventHandler<HTMLInputElement>
  onChange?: ChangeEventHandler<HTMLInputElement>
}

/**
 * The map's venue search box. The server renders it too (uncontrolled, inert until the island
 * arrives) so the section keeps its height when the island takes over.
 */
export function VenueSearchBox({ placeholder, value, onFocus, onChange }: VenueSearchBoxProps) {
  const controlled = onChange ? { value: value ?? '', onChange } : { defaultValue: '' }
  return (
    <input
      type="search"
      aria-label="Search venues"
      placeholder={placeholder}
      onFocus={onFocus}
      {...controlled}
    />
  )
}
