'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { styled } from 'next-yak'
import { colors, radii, space } from '@/styles/tokens'

export interface TabItem<K extends string> {
  key: K
  label: ReactNode
  /** The accessible name when the visible label is shortened ('Mon' for Monday). */
  ariaLabel?: string
  /** Extra attributes for styling (e.g. `data-empty`). */
  data?: Record<`data-${string}`, string | undefined>
  /** aria-current, e.g. 'date' on today's tab. */
  current?: 'date'
}

export interface TabListProps<K extends string> {
  /** The accessible name of the tab list. */
  label: string
  items: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  /** Unique on the page: tab ids are `${idPrefix}-tab-${key}`. */
  idPrefix: string
  /** The id of the panel every tab controls, or a function for one panel per tab. */
  panelId: string | ((key: K) => string)
  /** 'strip': compact pills (the days); 'underline': section tabs. */
  variant?: 'strip' | 'underline'
}

export function tabId(idPrefix: string, key: string): string {
  return `${idPrefix}-tab-${key}`
}

const List = styled.div`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  scrollbar-width: thin;

  &[data-variant='underline'] {
    gap: ${space.lg};
    border-bottom: 1px solid ${colors.border};
  }

  button {
    flex: none;
    min-height: 44px;
    border: 1px solid transparent;
    background: none;
    color: ${colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }

  &[data-variant='strip'] button {
    flex: 1 0 auto;
    min-width: 44px;
    padding: 0 ${space.sm};
    border-color: ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
  }

  &[data-variant='strip'] button[data-empty] {
    color: ${colors.muted};
    font-weight: 400;
  }

  &[data-variant='strip'] button[aria-current='date'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }

  &[data-variant='strip'] button[aria-selected='true'] {
    border-color: ${colors.primaryDark};
    background: ${colors.primaryDark};
    color: ${colors.surface};
  }

  &[data-variant='underline'] button {
    padding: 0 ${space.xs};
    border-bottom: 3px solid transparent;
    color: ${colors.muted};
  }

  &[data-variant='underline'] button[aria-selected='true'] {
    border-bottom-color: ${colors.primary};
    color: ${colors.ink};
  }
`

/**
 * A WAI-ARIA tab list with a roving tabindex: one Tab stop (the selected tab); arrow keys move
 * and select (wrapping), Home and End jump to the ends. Selection follows focus, which suits
 * tabs whose panels are already rendered. The caller renders the panel(s) with
 * role="tabpanel" and `aria-labelledby={tabId(idPrefix, selected)}`.
 */
export function TabList<K extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
  panelId,
  variant = 'underline',
}: TabListProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>())

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.key === selected)
    const last = items.length - 1
    let next: number
    switch (event.key) {
      case 'ArrowRight':
        next = index >= last ? 0 : index + 1
        break
      case 'ArrowLeft':
        next = index <= 0 ? last : index - 1
        break
      case 'Home':
        next = 0
        break
      case 'End':
        next = last
        break
      default:
        return
    }
    event.preventDefault()
    const key = items[next]?.key
    if (key === undefined) return
    onSelect(key)
    buttons.current.get(key)?.focus()
  }

  return (
    <List role="tablist" aria-label={label} data-variant={variant}>
      {items.map((item) => {
        const isSelected = item.key === selected
        return (
          <button
            key={item.key}
            ref={(element) => {
              if (element) buttons.current.set(item.key, element)
              else buttons.current.delete(item.key)
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.key)}
            aria-selected={isSelected}
            aria-controls={typeof panelId === 'function' ? panelId(item.key) : panelId}
            aria-current={item.current}
            aria-label={item.ariaLabel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={onKeyDown}
            {...item.data}
          >
            {item.label}
          </button>
        )
      })}
    </List>
  )
}
