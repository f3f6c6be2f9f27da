/**
 * The map's side panel (spec §4): a stack of views whose top is shown, and on phones the
 * fullscreen map's List/Map tab.
 */

export type ActivityListFilter = { locationKey: string } | { venueId: string }

export type PanelView =
  | { type: 'VENUE_LIST'; query: string }
  | { type: 'ACTIVITY_LIST'; filter: ActivityListFilter }
  | { type: 'ACTIVITY_DETAILS'; activityId: string }

/** The phone's fullscreen List/Map tabs. */
export type MapMode = 'map' | 'list'

export interface PanelState {
  stack: readonly PanelView[]
  mode: MapMode
}

export type PanelAction =
  | { type: 'replace'; view: PanelView }
  | { type: 'push'; view: PanelView }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'fullscreen-changed' }
  | { type: 'search-focused' }
  | { type: 'show-map' }
  | { type: 'show-list' }
  | { type: 'set-query'; query: string }

export const INITIAL_PANEL_STATE: PanelState = { stack: [], mode: 'map' }

/** Whether two views show the same thing. */
export function sameView(a: PanelView, b: PanelView): boolean {
  switch (a.type) {
    case 'VENUE_LIST':
      return b.type === 'VENUE_LIST' && a.query === b.query
    case 'ACTIVITY_DETAILS':
      return b.type === 'ACTIVITY_DETAILS' && a.activityId === b.activityId
    case 'ACTIVITY_LIST': {
      if (b.type !== 'ACTIVITY_LIST') return false
      if ('locationKey' in a.filter) {
        return 'locationKey' in b.filter && a.filter.locationKey === b.filter.locationKey
      }
      return 'venueId' in b.filter && a.filter.venueId === b.filter.venueId
    }
  }
}

function sameStack(a: readonly PanelView[], b: readonly PanelView[]): boolean {
  return a.length === b.length && a.every((view, i) => sameView(view, b[i] as PanelView))
}

/** Keeps `state` itself when nothing changes, so React skips the re-render. */
function withState(state: PanelState, stack: readonly PanelView[], mode: MapMode): PanelState {
  return mode === state.mode && sameStack(stack, state.stack) ? state : { stack, mode }
}

/**
 * The side panel's transitions (spec §4): a marker click replaces the stack, a list item click
 * pushes, Back pops and an empty stack returns to the map; focusing the search opens the venue
 * list; going back to the map or changing fullscreen clears the stack.
 */
export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'replace':
      return withState(state, [action.view], state.mode)
    case 'push': {
      // A double click must not stack the same view twice (Back would then seem to do nothing).
      const top = topView(state)
      if (top && sameView(top, action.view)) return state
      return { stack: [...state.stack, action.view], mode: state.mode }
    }
    case 'back': {
      const stack = state.stack.slice(0, -1)
      return withState(state, stack, stack.length === 0 ? 'map' : state.mode)
    }
    case 'close':
    case 'fullscreen-changed':
    case 'show-map':
      return withState(state, [], 'map')
    case 'search-focused':
      return withState(state, [{ type: 'VENUE_LIST', query: '' }], 'list')
    case 'show-list':
      return withState(
        state,
        state.stack.length === 0 ? [{ type: 'VENUE_LIST', query: '' }] : state.stack,
        'list',
      )
    case 'set-query': {
      const top = topView(state)
      if (top?.type !== 'VENUE_LIST' || top.query === action.query) return state
      return {
        stack: [...state.stack.slice(0, -1), { type: 'VENUE_LIST', query: action.query }],
        mode: state.mode,
      }
    }
  }
}

/** The view the panel shows, if any. */
export function topView(state: PanelState): PanelView | undefined {
  return state.stack[state.stack.length - 1]
}

/** The activity whose details are on top (spec §4: the selected activity follows that view). */
export function selectedActivityId(state: PanelState): string | undefined {
  const top = topView(state)
  return top?.type === 'ACTIVITY_DETAILS' ? top.activityId : undefined
}
