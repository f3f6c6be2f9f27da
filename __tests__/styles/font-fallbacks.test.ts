/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * styles/globals.css declares metric-matched fallbacks for systems without Arial (Linux and
 * ChromeOS ship Liberation Sans or Arimo, both with Arial's metrics). Their overrides must be the
 * ones next/font computes against Arial for the same files, or the text jumps when a face swaps
 * in. Computed here with next/font's own code, from the files styles/fonts.ts loads.
 */
const ROOT = path.resolve(__dirname, '../..')

/**
 * next/font's fallback overrides for a font file, computed by its own code in a plain Node
 * process (next/jest maps every next/font module to a stub, createRequire included).
 */
function nextFontFallbackMetrics(file: string): Record<string, string> {
  const script = `
    const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default
    const fontFromBuffer = fontkit.default ?? fontkit
    const { getFallbackMetricsFromFontFile } = require(
      'next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file',
    )
    const font = fontFromBuffer(require('node:fs').readFileSync(process.argv[1]))
    process.stdout.write(JSON.stringify(getFallbackMetricsFromFontFile(font, 'sans-serif')))
  `
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, file], { cwd: ROOT, encoding: 'utf8' }),
  )
}

const globalsCss = readFileSync(path.join(ROOT, 'styles/globals.css'), 'utf8')
const fontsModule = readFileSync(path.join(ROOT, 'styles/fonts.ts'), 'utf8')

function fallbackFaceRule(family: string): Record<string, string> {
  const match = globalsCss.match(
    new RegExp(`@font-face\\s*{[^}]*font-family:\\s*'${family}';([^}]*)}`),
  )
  if (!match?.[1]) throw new Error(`no @font-face for '${family}' in styles/globals.css`)
  return Object.fromEntries(
    match[1]
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter(([property, value]) => property && value)
      .map(([property, value]) => [property as string, value as string]),
  )
}

const FACES = [
  // The file next/font picks for each family's fallback: the weight nearest 400 it loads.
  {
    family: 'textFont Arial-metric Fallback',
    file: 'nunito-sans-latin-400-normal.woff2',
    pkg: 'nunito-sans',
  },
  {
    family: 'displayFont Arial-metric Fallback',
    file: 'poppins-latin-700-normal.woff2',
    pkg: 'poppins',
  },
]

describe.each(FACES)('$family', ({ family, file, pkg }) => {
  const rule = fallbackFaceRule(family)

  it('is a fallback of its family in styles/fonts.ts', () => {
    expect(fontsModule).toContain(`fallback: ['${family}']`)
  })

  it("uses local faces with Arial's metrics", () => {
    expect(rule.src).toContain("local('Liberation Sans')")
    expect(rule.src).toContain("local('Arimo')")
  })

  it("carries next/font's overrides against Arial for the same file", () => {
    const metrics = nextFontFallbackMetrics(
      path.join(ROOT, 'node_modules/@fontsource', pkg, 'files', file),
    )
    const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN')
    expect({
      'ascent-override': percent(rule['ascent-override']),
      'descent-override': percent(rule['descent-override']),
      'line-gap-override': percent(rule['line-gap-override']),
      'size-adjust': percent(rule['size-adjust']),
    }).toEqual({
      'ascent-override': percent(metrics.ascentOverride),
      'descent-override': percent(metrics.descentOverride),
      'line-gap-override': percent(metrics.lineGapOverride),
      'size-adjust': percent(metrics.sizeAdjust),
    })
  })
})
