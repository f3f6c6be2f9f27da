/** The e2e build's basemap style URL: loopback, nothing listens on that port, so it always fails. */
export const UNREACHABLE_MAP_STYLE_URL = 'http://127.0.0.1:59999/map-style.json'
