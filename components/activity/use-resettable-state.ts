'use client'

import { useCallback, useState } from 'react'

/**
 * State that goes back to its initial value whenever `resetKey` changes (another activity,
 * other plans), without an effect: the first render with the new key already shows the initial
 * value, so nothing flashes the old selection.
 */
export function useResettableState<T>(initial: () => T, resetKey: string): [T, (value: T) => void] {
  const [state, setState] = useState(() => ({ key: resetKey, value: initial() }))
  const value = state.key === resetKey ? state.value : initial()
  const set = useCallback((next: T) => setState({ key: resetKey, value: next }), [resetKey])
  return [value, set]
}
