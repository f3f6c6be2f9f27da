#!/usr/bin/env node
/** `npm run test:e2e`: finds Chromium, then runs Playwright (its webServer builds and starts the app). */
import { spawnSync } from 'node:child_process'
import { findOrInstallChromium } from './find-chromium.mjs'

let executable
try {
  executable = await findOrInstallChromium()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
console.log(`Chromium: ${executable}`)
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: executable },
})
process.exit(result.status ?? 1)
