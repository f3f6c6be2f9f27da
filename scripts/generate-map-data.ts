/**
 * Writes the offline basemap's data (lib/map/offline-style.ts), locally from world-atlas's
 * Natural Earth land: `npm run map-data [-- --force]`. Skipped when both files are newer than
 * every input, so a warm build costs nothing. Output is git-ignored under public/static/map/.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Topology } from 'topojson-specification'
import { CITIES } from '../server/db/seed/catalogue/seed-cities'
import { landGeoJson, placesGeoJson } from './map-data/land-geojson'
import { OFFLINE_LAND_URL, OFFLINE_PLACES_URL } from '../lib/map/offline-style'

const ROOT = process.cwd()
const PUBLIC_DIR = path.join(ROOT, 'public')
const fileOf = (url: string) => path.join(PUBLIC_DIR, ...url.split('/'))

const TOPOLOGY = createRequire(path.join(ROOT, 'package.json')).resolve('world-atlas/land-10m.json')
/** Everything the output depends on: a change to any of them regenerates it. */
const INPUTS = [
  TOPOLOGY,
  'server/db/seed/catalogue/seed-cities.ts',
  'scripts/map-data/clip-polygons.ts',
  'scripts/map-data/land-geojson.ts',
  'lib/map/offline-style.ts',
  'scripts/generate-map-data.ts',
].map((file) => path.resolve(ROOT, file))

async function modifiedMs(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs
  } catch {
    return null
  }
}

async function upToDate(outputs: readonly string[]): Promise<boolean> {
  const inputTimes = await Promise.all(INPUTS.map(modifiedMs))
  const outputTimes = await Promise.all(outputs.map(modifiedMs))
  if (outputTimes.some((time) => time === null)) return false
  const newestInput = Math.max(...inputTimes.map((time) => time ?? Infinity))
  return outputTimes.every((time) => (time ?? 0) > newestInput)
}

/** Write then rename, so a server never reads half a file. */
async function writeAtomically(file: string, data: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`

async function main() {
  const started = performance.now()
  const landFile = fileOf(OFFLINE_LAND_URL)
  const placesFile = fileOf(OFFLINE_PLACES_URL)
  if (!process.argv.includes('--force') && (await upToDate([landFile, placesFile]))) {
    const { size } = await stat(landFile)
    console.log(`Map data: up to date (land.geojson ${kb(size)})`)
    return
  }

  const topology = JSON.parse(await readFile(TOPOLOGY, 'utf8')) as Topology
  const land = JSON.stringify(landGeoJson(topology))
  const places = JSON.stringify(placesGeoJson(CITIES))
  await writeAtomically(landFile, land)
  await writeAtomically(placesFile, places)

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Map data: land.geojson ${kb(Buffer.byteLength(land))}, ` +
      `places.geojson ${kb(Buffer.byteLength(places))} (${CITIES.length} cities), ${seconds} s`,
  )
}

main().catch((error: unknown) => {
  console.error(
    `Map data generation failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
