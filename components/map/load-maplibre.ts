/**
 * maplibre-gl for react-map-gl's `mapLib`, loaded once. maplibre 6 fetches its worker relative
 * to the bundled chunk, which bundlers do not emit on their own: pointing setWorkerUrl at the
 * package's worker module through `new URL(…, import.meta.url)` makes both Turbopack and
 * webpack emit it (STACK.md pitfall 9).
 */
type MapLibreModule = typeof import('maplibre-gl')

let loading: Promise<MapLibreModule> | null = null

export function loadMapLibre(): Promise<MapLibreModule> {
  loading ??= import('maplibre-gl').then((module) => {
    module.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href)
    return module
  })
  return loading
}
