/** @jest-environment node */
import {
  INITIAL_PANEL_STATE,
  panelReducer,
  selectedActivityId,
  topView,
  type PanelAction,
  type PanelState,
  type PanelView,
} from '@/lib/discovery/panel-stack'

const venues: PanelView = { type: 'VENUE_LIST', query: '' }
const venuesKestrel: PanelView = { type: 'VENUE_LIST', query: 'kestrel' }
const atLocation: PanelView = {
  type: 'ACTIVITY_LIST',
  filter: { locationKey: '-0.12760,51.50720' },
}
const atVenue: PanelView = { type: 'ACTIVITY_LIST', filter: { venueId: 'v1' } }
const details: PanelView = { type: 'ACTIVITY_DETAILS', activityId: 'a1' }
const otherDetails: PanelView = { type: 'ACTIVITY_DETAILS', activityId: 'a2' }

const state = (stack: PanelView[], mode: PanelState['mode'] = 'map'): PanelState => ({
  stack,
  mode,
})

describe('panelReducer (spec §4 side-panel stack)', () => {
  it('starts empty on the map', () => {
    expect(INITIAL_PANEL_STATE).toEqual({ stack: [], mode: 'map' })
  })

  it.each<[string, PanelState, PanelAction, PanelState]>([
    // A marker click replaces the stack and leaves the tab alone.
    ['replace on empty', state([]), { type: 'replace', view: atLocation }, state([atLocation])],
    [
      'replace a deep stack',
      state([venues, atVenue, details], 'list'),
      { type: 'replace', view: otherDetails },
      state([otherDetails], 'list'),
    ],
    [
      'replace with another filter kind',
      state([atVenue]),
      { type: 'replace', view: atLocation },
      state([atLocation]),
    ],
    // A list item click pushes.
    ['push on empty', state([]), { type: 'push', view: venues }, state([venues])],
    [
      'push details over a list',
      state([venues, atVenue], 'list'),
      { type: 'push', view: details },
      state([venues, atVenue, details], 'list'),
    ],
    [
      'push other details over details',
      state([atVenue, details]),
      { type: 'push', view: otherDetails },
      state([atVenue, details, otherDetails]),
    ],
    // Back pops; an empty stack returns to the map.
    [
      'back to the list',
      state([atVenue, details], 'list'),
      { type: 'back' },
      state([atVenue], 'list'),
    ],
    ['back from the last view', state([venues], 'list'), { type: 'back' }, state([], 'map')],
    ['back on an empty list tab', state([], 'list'), { type: 'back' }, state([], 'map')],
    // Close, fullscreen change and the Map tab all clear the stack.
    ['close', state([venues, details], 'list'), { type: 'close' }, state([], 'map')],
    [
      'fullscreen-changed',
      state([atVenue, details], 'list'),
      { type: 'fullscreen-changed' },
      state([], 'map'),
    ],
    ['show-map', state([venuesKestrel, atVenue], 'list'), { type: 'show-map' }, state([], 'map')],
    // Focusing the search opens the venue list with an empty query.
    ['search-focused on the map', state([]), { type: 'search-focused' }, state([venues], 'list')],
    [
      'search-focused over details',
      state([atLocation, details]),
      { type: 'search-focused' },
      state([venues], 'list'),
    ],
    [
      'search-focused resets the query',
      state([venuesKestrel], 'list'),
      { type: 'search-focused' },
      state([venues], 'list'),
    ],
    // The List tab.
    ['show-list on empty', state([]), { type: 'show-list' }, state([venues], 'list')],
    [
      'show-list keeps an open stack',
      state([atLocation, details]),
      { type: 'show-list' },
      state([atLocation, details], 'list'),
    ],
    // The search box types into the top venue list.
    [
      'set-query',
      state([venues], 'list'),
      { type: 'set-query', query: 'kestrel' },
      state([venuesKestrel], 'list'),
    ],
    [
      'set-query back to empty',
      state([atVenue, venuesKestrel], 'list'),
      { type: 'set-query', query: '' },
      state([atVenue, venues], 'list'),
    ],
  ])('%s', (_, before, action, expected) => {
    const after = panelReducer(before, action)
    expect(after).toEqual(expected)
    expect(after).not.toBe(before)
  })

  it.each<[string, PanelState, PanelAction]>([
    ['replace with the same view', state([details], 'list'), { type: 'replace', view: details }],
    [
      'replace with an equal view',
      state([atLocation]),
      {
        type: 'replace',
        view: { type: 'ACTIVITY_LIST', filter: { locationKey: '-0.12760,51.50720' } },
      },
    ],
    ['push the view already on top', state([venues, details]), { type: 'push', view: details }],
    ['back on the empty map', state([]), { type: 'back' }],
    ['close when closed', state([]), { type: 'close' }],
    ['fullscreen-changed when closed', state([]), { type: 'fullscreen-changed' }],
    ['show-map on the map', state([]), { type: 'show-map' }],
    ['search-focused on the empty list', state([venues], 'list'), { type: 'search-focused' }],
    ['show-list on the list', state([venuesKestrel], 'list'), { type: 'show-list' }],
    [
      'set-query with the same query',
      state([venuesKestrel]),
      { type: 'set-query', query: 'kestrel' },
    ],
    ['set-query over details', state([venues, details]), { type: 'set-query', query: 'x' }],
    ['set-query on empty', state([]), { type: 'set-query', query: 'x' }],
  ])('%s keeps the same state object', (_, before, action) => {
    expect(panelReducer(before, action)).toBe(before)
  })

  it('does not mutate the previous stack', () => {
    const before = state([venues])
    panelReducer(before, { type: 'push', view: details })
    panelReducer(before, { type: 'set-query', query: 'x' })
    expect(before).toEqual(state([venues]))
  })

  it('walks a phone visit: search, pick a venue, open an activity, back, back, back', () => {
    const actions: PanelAction[] = [
      { type: 'search-focused' },
      { type: 'set-query', query: 'kestrel' },
      { type: 'push', view: atVenue },
      { type: 'push', view: details },
      { type: 'back' },
      { type: 'back' },
      { type: 'back' },
    ]
    const states = actions.reduce<PanelState[]>(
      (seen, action) => [
        ...seen,
        panelReducer(seen[seen.length - 1] ?? INITIAL_PANEL_STATE, action),
      ],
      [INITIAL_PANEL_STATE],
    )
    expect(states.map((s) => [s.stack.length, s.mode, selectedActivityId(s)])).toEqual([
      [0, 'map', undefined],
      [1, 'list', undefined],
      [1, 'list', undefined],
      [2, 'list', undefined],
      [3, 'list', 'a1'],
      [2, 'list', undefined],
      [1, 'list', undefined],
      [0, 'map', undefined],
    ])
    expect(topView(states[2] as PanelState)).toEqual(venuesKestrel)
  })
})

describe('topView and selectedActivityId (spec §4: the selection follows the top details view)', () => {
  it.each<[PanelView[], PanelView | undefined, string | undefined]>([
    [[], undefined, undefined],
    [[venues], venues, undefined],
    [[atLocation], atLocation, undefined],
    [[atVenue, details], details, 'a1'],
    [[details, atVenue], atVenue, undefined],
    [[details, otherDetails], otherDetails, 'a2'],
  ])('%j → top %j, selected %p', (stack, top, selected) => {
    expect(topView(state(stack))).toEqual(top)
    expect(selectedActivityId(state(stack))).toBe(selected)
  })

  it('closing clears the selection', () => {
    expect(selectedActivityId(panelReducer(state([details]), { type: 'close' }))).toBeUndefined()
  })
})
