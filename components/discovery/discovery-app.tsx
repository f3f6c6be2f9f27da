'use client'

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useExperiments } from '@/components/experiments/use-experiments'
import { useMediaQuery } from '@/components/hooks/use-media-query'
import { ActivityMap, type MapFocus } from '@/components/map/activity-map'
import { ControlButton } from '@/components/map/map-controls'
import { MapFrame, MapSkeleton } from '@/components/map/map-frame'
import {
  offeredActivityTypes,
  resolveActivityType,
  selectorOptions,
} from '@/lib/discovery/activity-selector'
import { showFullscreenButton, showViewMapOverlay } from '@/lib/discovery/fullscreen-rule'
import { panelReducer, selectedActivityId, topView } from '@/lib/discovery/panel-stack'
import { popularActivities } from '@/lib/discovery/popular'
import { popularActivitiesTitle, venueSearchPlaceholder } from '@/lib/discovery/titles'
import { venuesOf } from '@/lib/discovery/venue-filter'
import { ADDRESS_FOCUS_ZOOM, DEFAULT_ZOOM } from '@/lib/discovery/viewport'
import { isOn } from '@/lib/experiments/store'
import { NO_FULLSCREEN_MAP } from '@/lib/experiments/keys'
import { reportExposure } from '@/lib/experiments/page-experiments'
import type { LocationPoint, MapPin } from '@/lib/map/clusters'
import { breakpoints, mediaCondition } from '@/styles/tokens'
import { Overlay, PrimaryButton, CarouselSkeleton } from './discovery-app.styles'
import {
  FilterSheetDialog,
  FullscreenMapArea,
  FullscreenMapBar,
  type FilterDraft,
} from './fullscreen-map-controls'
import { LazyActivityDetailsPanel } from './lazy-activity-details-panel'
import { cityLabelsOf, knownActivities, openedOn, venueListActivities } from './panel-activities'
import { DiscoveryFilters } from './discovery-filters'
import type { DiscoveryCity, DiscoveryIslandProps } from './discovery-types'
import { PopularCarousel, type CarouselActivity } from './popular-carousel'
import { SidePanel } from './side-panel'
import { useActivityAddress } from './use-activity-address'
import { useCityDiscovery } from './use-city-discovery'
import { useDiscoveryQuery } from './use-discovery-query'
import { useFullscreenMap } from './use-fullscreen-map'
import { SearchToolbar, VenueSearchBox } from './venue-search-box'

/** Great Britain whole, for the national page before a city is chosen. */
const UK_CENTRE = { lat: 54.0, lng: -2.5 }
const UK_ZOOM = 5
/** How close a carousel card's activity is shown. */
const SELECTED_ZOOM = 15

/**
 * The discovery island (spec §2 'City page and map discovery'): selectors kept in the address,
 * the popular carousel, the map with its search box and count, the side-panel stack, and on
 * phones the fullscreen map with List/Map tabs and filters.
 */
export function DiscoveryApp({
  fixedCity,
  cities,
  initialMapCenter,
  initialPopular,
  initialActivityTypes,
  activityTypeOptions: configTypeOptions,
  purchase,
  sharedActivity,
}: DiscoveryIslandProps) {
  const [query, setQuery] = useDiscoveryQuery()
  const chosenCity: DiscoveryCity | null =
    fixedCity ?? cities.find((city) => city.city === query.city) ?? null
  const cityCode = chosenCity?.city ?? null
  const [panel, dispatch] = useReducer(panelReducer, sharedActivity, openedOn)
  const view = topView(panel)
  const selectedId = selectedActivityId(panel)

  useActivityAddress(selectedId, sharedActivity?.id ?? null)

  // The city's whole list feeds the carousel for a chosen type or city, the venue list and a
  // venue's activities; the fixed city's first view needs none of it (the server's picks and
  // the pins suffice), so the map's first render never waits for a big city's list.
  const needCityList =
    !fixedCity ||
    Boolean(query.activityType) ||
    view?.type === 'VENUE_LIST' ||
    (view?.type === 'ACTIVITY_LIST' && 'venueId' in view.filter)
  const { data, loading } = useCityDiscovery(needCityList ? cityCode : null)
  const cityData = data?.city ? data : null
  const available =
    cityData?.activities.availableActivityTypes ?? (fixedCity ? initialActivityTypes : null)
  const activityType = resolveActivityType(
    query.activityType,
    offeredActivityTypes(configTypeOptions, available),
  )
  const cityName = chosenCity?.cityName ?? 'the UK'

  // Spec §4: the selector resets to 'any' once its value leaves the available options.
  useEffect(() => {
    if (available && query.activityType && activityType === 'any') {
      setQuery({ activityType: null }, { replace: true })
    }
  }, [available, query.activityType, activityType, setQuery])

  const [pins, setPins] = useState<readonly MapPin[]>([])
  const cityActivities = cityData?.activities.activities
  const activities = useMemo(
    () =>
      knownActivities({ shared: sharedActivity, popular: initialPopular, pins, cityActivities }),
    [sharedActivity, initialPopular, pins, cityActivities],
  )

  // Without a city's list, new pins change the venues (and rebuild their search index).
  const pinSource = cityActivities ? null : activities
  const venues = useMemo(
    () => venuesOf(venueListActivities(cityActivities, pinSource, activityType)),
    [cityActivities, pinSource, activityType],
  )

  // Until the city's list arrives, the fixed city's server-rendered picks stay on screen.
  const popular = useMemo(() => {
    if (cityActivities) return popularActivities(cityActivities, activityType)
    return fixedCity && activityType === 'any' ? initialPopular : []
  }, [cityActivities, activityType, fixedCity, initialPopular])

  // The map's centre: a chosen city's, else the config's (spec §4: setting a city clears the
  // initial centre and zoom).
  const centre = chosenCity?.mapCenter ?? initialMapCenter ?? UK_CENTRE
  const zoom = chosenCity ? DEFAULT_ZOOM : UK_ZOOM
  const [focus, setFocus] = useState<MapFocus | null>(() =>
    sharedActivity?.lat != null && sharedActivity.lng != null
      ? { lat: sharedActivity.lat, lng: sharedActivity.lng, zoom: SELECTED_ZOOM, key: 0 }
      : null,
  )
  const focusOn = useCallback((lat: number, lng: number, zoomLevel: number) => {
    setFocus({ lat, lng, zoom: zoomLevel, key: Date.now() })
  }, [])

  // Phones: the fullscreen map (spec §2, §4, §5).
  const isPhone = useMediaQuery(mediaCondition.below(breakpoints.mobile))
  const experiments = useExperiments()
  const onFullscreenToggle = useCallback(() => dispatch({ type: 'fullscreen-changed' }), [])
  const frame = useRef<HTMLDivElement>(null)
  const viewMapButton = useRef<HTMLButtonElement>(null)
  const { fullscreen, setFullscreen, filtersOpen, setFiltersOpen } = useFullscreenMap(
    isPhone,
    onFullscreenToggle,
    frame,
    viewMapButton,
  )

  // Spec §5: below the breakpoint, with an activity type chosen and noFullscreenMap off.
  const fullscreenAllowed = showFullscreenButton({
    viewportWidth: isPhone ? breakpoints.mobile - 1 : breakpoints.mobile,
    activityType,
    noFullscreenMap: isOn(experiments, NO_FULLSCREEN_MAP),
  })
  // The experiment changes what this visitor sees only on a phone with a type chosen.
  const seesFullscreenExperiment = isPhone && activityType !== 'any'
  useEffect(() => {
    if (seesFullscreenExperiment) reportExposure(NO_FULLSCREEN_MAP)
  }, [seesFullscreenExperiment])

  const selectFromCarousel = (item: CarouselActivity) => {
    const activity = activities.get(item.id)
    if (fullscreenAllowed) {
      setFullscreen(true)
      dispatch({ type: 'replace', view: { type: 'ACTIVITY_DETAILS', activityId: item.id } })
      dispatch({ type: 'show-list' })
    } else {
      dispatch({ type: 'replace', view: { type: 'ACTIVITY_DETAILS', activityId: item.id } })
      frame.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
    }
    if (activity?.lat != null && activity.lng != null) {
      focusOn(activity.lat, activity.lng, SELECTED_ZOOM)
    }
  }

  const onLocationSelect = useCallback(
    (point: LocationPoint) => {
      dispatch({
        type: 'replace',
        view:
          point.pinIds.length === 1 && point.pinIds[0]
            ? { type: 'ACTIVITY_DETAILS', activityId: point.pinIds[0] }
            : { type: 'ACTIVITY_LIST', filter: { locationKey: point.locationKey } },
      })
      // On the phone's fullscreen map the panel is the List tab.
      if (fullscreen) dispatch({ type: 'show-list' })
    },
    [fullscreen],
  )

  const cityLabels = useMemo(
    () => cityLabelsOf(fixedCity ? [fixedCity] : cities),
    [fixedCity, cities],
  )
  const typeOptions = selectorOptions(configTypeOptions, available)
  const cityOptions = fixedCity
    ? null
    : cities.map((city) => ({ value: city.city, label: city.cityName }))
  const onCityChange = (city: string) => setQuery({ city: city || null })
  const onTypeChange = (type: string) => setQuery({ activityType: type })

  const [draft, setDraft] = useState<FilterDraft>({ city: cityCode ?? '', activityType })
  const openFilters = () => {
    setDraft({ city: cityCode ?? '', activityType })
    setFiltersOpen(true)
  }
  const applyFilters = () => {
    setQuery({ city: fixedCity ? undefined : draft.city || null, activityType: draft.activityType })
    setFiltersOpen(false)
  }

  const searchQuery = view?.type === 'VENUE_LIST' ? view.query : ''
  const searchBox = (
    <VenueSearchBox
      placeholder={venueSearchPlaceholder(activityType)}
      value={searchQuery}
      onFocus={() => {
        if (view?.type !== 'VENUE_LIST') dispatch({ type: 'search-focused' })
      }}
      onChange={(event) => {
        if (view?.type !== 'VENUE_LIST') dispatch({ type: 'search-focused' })
        dispatch({ type: 'set-query', query: event.target.value })
      }}
    />
  )

  const fullscreenToggle = fullscreenAllowed ? (
    <ControlButton type="button" onClick={() => setFullscreen(!fullscreen)}>
      {fullscreen ? 'Exit full screen' : 'Full screen'}
    </ControlButton>
  ) : null

  const panelView = view ? (
    <SidePanel
      view={view}
      cityName={cityName}
      venues={venues}
      venuesUpdating={needCityList && loading && !cityData}
      activities={activities}
      activityType={activityType}
      onBack={() => dispatch({ type: 'back' })}
      onClose={() => dispatch({ type: 'close' })}
      onOpenVenue={(venueId) =>
        dispatch({ type: 'push', view: { type: 'ACTIVITY_LIST', filter: { venueId } } })
      }
      onOpenActivity={(activityId) =>
        dispatch({ type: 'push', view: { type: 'ACTIVITY_DETAILS', activityId } })
      }
      onClearFilters={() => setQuery({ activityType: null })}
      renderDetails={(activityId, summary) => (
        <LazyActivityDetailsPanel
          key={activityId}
          activityId={activityId}
          summary={summary}
          city={cityCode ?? purchase.city ?? null}
          purchase={purchase}
          onFocusAddress={() => {
            if (summary?.lat == null || summary.lng == null) return
            if (fullscreen) dispatch({ type: 'show-map' })
            focusOn(summary.lat, summary.lng, ADDRESS_FOCUS_ZOOM)
          }}
        />
      )}
    />
  ) : null

  const showPanel = fullscreen ? panel.mode === 'list' && panelView : panelView
  const cityLoading = Boolean(cityCode) && loading && !cityData && popular.length === 0

  return (
    <>
      <DiscoveryFilters
        cities={cityOptions}
        city={cityCode ?? ''}
        typeOptions={typeOptions}
        activityType={activityType}
        onCityChange={onCityChange}
        onTypeChange={onTypeChange}
      />
      {cityLoading ? (
        <CarouselSkeleton role="status" aria-label={`Loading activities in ${cityName}`} />
      ) : (
        <PopularCarousel
          title={popularActivitiesTitle({
            cityName,
            activityType,
            availableTypes: available ?? undefined,
          })}
          activities={popular}
          onSelect={selectFromCarousel}
        />
      )}
      {fullscreen ? null : <SearchToolbar>{searchBox}</SearchToolbar>}
      <MapFrame
        ref={frame}
        tabIndex={-1}
        data-fullscreen={fullscreen}
        data-panel={showPanel ? 'open' : undefined}
        role="region"
        aria-label={fullscreen ? 'Activity map, full screen' : 'Activity map'}
      >
        {fullscreen ? (
          <FullscreenMapBar
            mode={panel.mode}
            filtersOpen={filtersOpen}
            onShowList={() => dispatch({ type: 'show-list' })}
            onShowMap={() => dispatch({ type: 'show-map' })}
            onOpenFilters={openFilters}
            onClose={() => setFullscreen(false)}
          />
        ) : null}
        <FullscreenMapArea fullscreen={fullscreen} mode={panel.mode}>
          {fullscreen ? searchBox : null}
          {cityLoading ? <MapSkeleton label={`Loading ${cityName}`} /> : null}
          <ActivityMap
            center={centre}
            zoom={zoom}
            resetKey={cityCode ?? 'uk'}
            activityType={activityType}
            selectedActivityId={selectedId}
            focus={focus}
            cityLabels={cityLabels}
            onLocationSelect={onLocationSelect}
            onPinsChange={setPins}
            controls={fullscreenToggle}
            cooperativeGestures={isPhone && !fullscreen}
          />
          {showPanel || null}
        </FullscreenMapArea>
        {/* An open panel (a shared activity's details) covers the small map: no overlay on it. */}
        {showViewMapOverlay({ fullscreenAllowed, fullscreen, panelOpen: Boolean(view) }) ? (
          <Overlay>
            <PrimaryButton ref={viewMapButton} type="button" onClick={() => setFullscreen(true)}>
              View Map
            </PrimaryButton>
          </Overlay>
        ) : null}
        {fullscreen && filtersOpen ? (
          <FilterSheetDialog
            cityOptions={cityOptions}
            typeOptions={typeOptions}
            draft={draft}
            onDraftChange={(change) => setDraft((current) => ({ ...current, ...change }))}
            onApply={applyFilters}
          />
        ) : null}
      </MapFrame>
    </>
  )
}
