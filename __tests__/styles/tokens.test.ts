import { readFileSync } from 'node:fs'
import path from 'node:path'
import {
  colors,
  colorValues,
  fluidSizes,
  fluidSizeValues,
  headingSizes,
  headingSizeValues,
  media,
  mediaCondition,
  mediaWidths,
  radii,
  radiusValues,
  shadows,
  shadowValues,
  space,
  spaceValues,
} from '@/styles/tokens'

/** The custom properties styles/tokens.css declares on :root, by name. */
function declaredProperties(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, '../../styles/tokens.css'), 'utf8')
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? ''
  return new Map(
    Array.from(root.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g), (match) => [
      match[1]!,
      match[2]!.trim(),
    ]),
  )
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Each template token, its raw values and the prefix of its custom properties. */
const GROUPS: Array<[string, Record<string, string>, Record<string, string>, string]> = [
  ['colors', colors, colorValues, 'color'],
  ['space', space, spaceValues, 'space'],
  ['radii', radii, radiusValues, 'radius'],
  ['shadows', shadows, shadowValues, 'shadow'],
  ['headingSizes', headingSizes, headingSizeValues, 'heading'],
  ['fluidSizes', fluidSizes, fluidSizeValues, 'size'],
]

describe('design tokens as CSS custom properties', () => {
  const declared = declaredProperties()

  describe.each(GROUPS)('%s', (_name, tokens, values, prefix) => {
    it('names the same tokens as its raw values', () => {
      expect(Object.keys(tokens).sort()).toEqual(Object.keys(values).sort())
    })

    it.each(Object.keys(values))('%s reads a property tokens.css declares with its value', (key) => {
      const property = `--${prefix}-${kebab(key)}`
      expect(tokens[key]).toBe(`var(${property})`)
      expect(declared.get(property)).toBe(values[key])
    })
  })

  it('declares nothing else', () => {
    const expected = GROUPS.flatMap(([, , values, prefix]) =>
      Object.keys(values).map((key) => `--${prefix}-${kebab(key)}`),
    )
    expect([...declared.keys()].sort()).toEqual(expected.sort())
  })
})

describe('media queries for templates', () => {
  it.each(Object.entries(media.below))('below.%s is below its width', (key, query) => {
    const width = mediaWidths[key as keyof typeof mediaWidths]
    expect(query).toBe(`@media ${mediaCondition.below(width)}`)
  })

  it.each(Object.entries(media.atLeast))('atLeast.%s is from its width', (key, query) => {
    const width = mediaWidths[key as keyof typeof mediaWidths]
    expect(query).toBe(`@media ${mediaCondition.atLeast(width)}`)
  })
})
