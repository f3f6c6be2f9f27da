/**
 * QA overrides from the page address: `?experiments=noFullscreenMap:on,ctaButtonText:b`. Each
 * pair is checked against the experiments the desk holds; an unknown key or variant is left
 * out with a message that says what is known, so a typo is seen rather than silently ignored.
 */
import { forceableVariants } from './assign'
import type { ExperimentDefinition } from './definition'

export const EXPERIMENTS_PARAM = 'experiments'
const MAX_OVERRIDE_PAIRS = 20

export interface ParsedOverrides {
  forced: Record<string, string>
  messages: string[]
}

/** The raw `?experiments=` values of a query, joined ('' when there are none). */
export function overridesOf(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return params.getAll(EXPERIMENTS_PARAM).join(',')
}

export function parseExperimentOverrides(
  raw: string,
  definitions: readonly ExperimentDefinition[],
): ParsedOverrides {
  const forced: Record<string, string> = {}
  const messages: string[] = []
  const pairs = raw.split(',').filter((pair) => pair.trim() !== '')
  for (const pair of pairs.slice(0, MAX_OVERRIDE_PAIRS)) {
    const parts = pair.split(':').map((part) => part.trim())
    const [key = '', variant = ''] = parts
    if (parts.length !== 2 || key === '' || variant === '') {
      messages.push(
        `Ignored "${pair.trim().slice(0, 60)}" in ?${EXPERIMENTS_PARAM}=: write experiment:variant.`,
      )
      continue
    }
    const definition = definitions.find((candidate) => candidate.key === key)
    if (!definition) {
      const known = definitions.map((candidate) => candidate.key).join(', ')
      messages.push(
        `Unknown experiment "${key.slice(0, 40)}" in ?${EXPERIMENTS_PARAM}=; known experiments: ${known}.`,
      )
      continue
    }
    const variants = forceableVariants(definition)
    if (!variants.includes(variant)) {
      messages.push(
        `Unknown variant "${variant.slice(0, 40)}" of ${key} in ?${EXPERIMENTS_PARAM}=; its variants: ${variants.join(', ')}.`,
      )
      continue
    }
    forced[key] = variant
  }
  if (pairs.length > MAX_OVERRIDE_PAIRS) {
    messages.push(`Only the first ${MAX_OVERRIDE_PAIRS} pairs in ?${EXPERIMENTS_PARAM}= are read.`)
  }
  return { forced, messages }
}
