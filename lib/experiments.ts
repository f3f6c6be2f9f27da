/**
 * Experiments (spec §3 app state, §4: "Experiments can be replaced at runtime"). Each visitor
 * gets a stable variant per experiment from a hash of their id; `?experiments=name:variant`
 * overrides it for QA.
 */

export interface ExperimentDefinition {
  name: string
  variants: readonly string[]
  /** Relative weights per variant; equal when omitted. */
  weights?: readonly number[]
}

export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  // Rolled out 'off' for everyone until product decides; QA can still force 'on'.
  { name: 'noFullscreenMap', variants: ['off', 'on'], weights: [1, 0] },
]

export type Experiments = Readonly<Record<string, string>>

export const EXPERIMENTS_PARAM = 'experiments'

/** FNV-1a, 32 bits: tiny, fast and well spread for short keys. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

function pickVariant(definition: ExperimentDefinition, visitorId: string): string | undefined {
  const { variants } = definition
  const weights = variants.map((_, i) => {
    const weight = definition.weights ? (definition.weights[i] ?? 0) : 1
    return Number.isFinite(weight) && weight > 0 ? weight : 0
  })
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total === 0) return variants[0]
  // Name and id together, so one visitor's buckets differ from experiment to experiment.
  let target = (fnv1a(`${definition.name}:${visitorId}`) / 2 ** 32) * total
  for (let i = 0; i < variants.length; i++) {
    const weight = weights[i] ?? 0
    if (target < weight) return variants[i]
    target -= weight
  }
  return variants[weights.findLastIndex((weight) => weight > 0)]
}

/**
 * The visitor's variant of every experiment: the same visitor id always gets the same variants.
 *
 * @example assignExperiments('visitor-1') // { noFullscreenMap: 'off' }
 */
export function assignExperiments(
  visitorId: string,
  definitions: readonly ExperimentDefinition[] = EXPERIMENTS,
): Experiments {
  const experiments: Record<string, string> = {}
  for (const definition of definitions) {
    const variant = pickVariant(definition, visitorId)
    if (variant !== undefined) experiments[definition.name] = variant
  }
  return experiments
}

/**
 * Overrides from `?experiments=noFullscreenMap:on,other:b`; unknown names and variants are
 * ignored, a later pair wins over an earlier one.
 */
export function parseExperimentOverrides(
  search: string | URLSearchParams,
  definitions: readonly ExperimentDefinition[] = EXPERIMENTS,
): Experiments {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const overrides: Record<string, string> = {}
  for (const value of params.getAll(EXPERIMENTS_PARAM)) {
    for (const pair of value.split(',')) {
      const parts = pair.split(':').map((part) => part.trim())
      if (parts.length !== 2) continue
      const [name = '', variant = ''] = parts
      const definition = definitions.find((candidate) => candidate.name === name)
      if (definition?.variants.includes(variant)) overrides[name] = variant
    }
  }
  return overrides
}

export function isOn(experiments: Experiments, name: string): boolean {
  return experiments[name] === 'on'
}

export interface ExperimentStore {
  get(): Experiments
  subscribe(listener: () => void): () => void
  replace(next: Experiments): void
}

function sameExperiments(a: Experiments, b: Experiments): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * A store shaped for React's useSyncExternalStore: `get` returns the same object until a
 * `replace` with different variants.
 */
export function createExperimentStore(initial: Experiments): ExperimentStore {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    replace(next) {
      if (next === current || sameExperiments(current, next)) return
      current = next
      for (const listener of [...listeners]) listener()
    },
  }
}
