/**
 * Preloaded (`node --require`) only into the production server of
 * e2e/csp-injected-script.spec.ts: sanitize-html returns the HTML it is given, as a sanitiser
 * with a hole would, so that a script written into a catalogue field reaches the page and the
 * Content-Security-Policy is the only thing left to stop it. The app has no such switch; the
 * build loads sanitize-html from node_modules (next.config.js serverExternalPackages), which is
 * what lets this file stand in for it.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
const Module = require('node:module')

/** The package's name as the app requires it: Turbopack names an external by a hash of it. */
const SANITISER = /^sanitize-html(?:-[0-9a-f]{16})?$/

const load = Module._load
Module._load = function loadWithFailingSanitiser(request, ...rest) {
  const loaded = load.call(this, request, ...rest)
  if (!SANITISER.test(request)) return loaded
  const passThrough = (dirty) => String(dirty ?? '')
  return Object.assign(passThrough, loaded, { default: passThrough })
}
