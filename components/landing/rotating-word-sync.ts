'use client'

import { useSyncExternalStore } from 'react'

/**
 * Lets a RotatingWord drive other islands (its step's picture) without a shared parent: the word
 * publishes its index under a `syncId`, followers read it.
 */
const indexes = new Map<string, number>()
const listeners = new Set<() => void>()

export function publishRotatingIndex(syncId: string, index: number): void {
  if (indexes.get(syncId) === index) return
  indexes.set(syncId, index)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useRotatingIndex(syncId: string): number {
  return useSyncExternalStore(
    subscribe,
    () => indexes.get(syncId) ?? 0,
    () => 0,
  )
}

/** Forgets every published index (tests only). */
export function resetRotatingIndexesForTests(): void {
  indexes.clear()
}
