'use client'

import type { ReactNode } from 'react'
import { ControlButton } from '@/components/map/map-controls'
import type { MapMode } from '@/lib/discovery/panel-stack'
import { FilterSheet, FullscreenBar, FullscreenBody, PrimaryButton } from './discovery-app.styles'
import { DiscoveryFilters, type FilterOption } from './discovery-filters'

export interface FullscreenMapBarProps {
  /** Which tab shows: the panel's list or the map. */
  mode: MapMode
  filtersOpen: boolean
  onShowList: () => void
  onShowMap: () => void
  onOpenFilters: () => void
  onClose: () => void
}

/** The phone's fullscreen map header (spec §5): List/Map tabs, Filters and close. */
export function FullscreenMapBar({
  mode,
  filtersOpen,
  onShowList,
  onShowMap,
  onOpenFilters,
  onClose,
}: FullscreenMapBarProps) {
  return (
    <FullscreenBar>
      <div role="tablist" aria-label="Show">
        <button type="button" role="tab" aria-selected={mode === 'list'} onClick={onShowList}>
          List
        </button>
        <button type="button" role="tab" aria-selected={mode === 'map'} onClick={onShowMap}>
          Map
        </button>
      </div>
      <ControlButton type="button" onClick={onOpenFilters} aria-expanded={filtersOpen}>
        Filters
      </ControlButton>
      <ControlButton type="button" onClick={onClose} aria-label="Close map">
        ✕
      </ControlButton>
    </FullscreenBar>
  )
}

/** The filters being chosen in the sheet, applied together. */
export interface FilterDraft {
  city: string
  activityType: string
}

export interface FilterSheetDialogProps {
  cityOptions: readonly FilterOption[] | null
  typeOptions: readonly FilterOption[]
  draft: FilterDraft
  onDraftChange: (change: Partial<FilterDraft>) => void
  onApply: () => void
}

/** The fullscreen map's filter sheet: the selectors, applied only with its button. */
export function FilterSheetDialog({
  cityOptions,
  typeOptions,
  draft,
  onDraftChange,
  onApply,
}: FilterSheetDialogProps) {
  return (
    <FilterSheet role="dialog" aria-modal="false" aria-labelledby="filter-sheet-heading">
      <h3 id="filter-sheet-heading">Filters</h3>
      <DiscoveryFilters
        idPrefix="sheet"
        cities={cityOptions}
        city={draft.city}
        typeOptions={typeOptions}
        activityType={draft.activityType}
        onCityChange={(city) => onDraftChange({ city })}
        onTypeChange={(activityType) => onDraftChange({ activityType })}
      />
      <PrimaryButton type="button" onClick={onApply}>
        Apply filters
      </PrimaryButton>
    </FilterSheet>
  )
}

/** The map and its panel: as they are in the page, or the fullscreen body with its tabs. */
export function FullscreenMapArea({
  fullscreen,
  mode,
  children,
}: {
  fullscreen: boolean
  mode: MapMode
  children: ReactNode
}) {
  return (
    <FullscreenBody data-fullscreen={fullscreen} data-mode={fullscreen ? mode : undefined}>
      {children}
    </FullscreenBody>
  )
}
