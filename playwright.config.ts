import { defineConfig, devices } from '@playwright/test'

import { UNREACHABLE_MAP_STYLE_URL } from './e2e/support/map-style'

const port = Number(process.env.E2E_PORT ?? 3100)
/**
 * Specs that run servers of their own for minutes (`npm run dev`'s, several instances behind
 * nginx): each alone, after every other spec.
 */
const DEV_SERVER_SPECS = /dev-parity\.spec\.ts$/
const TOPOLOGY_SPECS = /topology\.spec\.ts$/
/**
 * Specs that publish a change to what every page shows (a FAQ on /london): after the pictures and
 * journeys that read those pages, so none of them sees the change half-way.
 */
const SITE_WIDE_EDIT_SPECS = /content-editor\.spec\.ts$/
const SOLO_SPECS = [DEV_SERVER_SPECS, TOPOLOGY_SPECS, SITE_WIDE_EDIT_SPECS]
/**
 * The phone (375 px) runs the tests tagged @phone: what lays out or behaves differently there
 * (every page kind's pictures, the landing pages' sections and axe, the map and list, the
 * fullscreen map, the activity panel, the sticky bar, the hero's city select, the map controls
 * at each width). Everything else (headers, policies, forms and flows whose behaviour does not
 * change with the width, the staff desk) runs once, on the desktop.
 */
const PHONE_TESTS = /@phone/
/** Specs that size their pages for every width they check: once, on the phone project. */
const OWN_VIEWPORT_SPECS = [/map-controls\.spec\.ts$/]
const baseURL = `http://127.0.0.1:${port}`

/** Debian Chromium, never a Playwright download (these machines reach only package registries). */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--use-gl=angle',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    // SwiftShader stays for WebGL (the map); pages raster on the CPU with Skia instead of through
    // SwiftShader's emulated GPU, which took 17 % longer over three map-heavy specs.
    '--disable-gpu-rasterization',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that passes only on its retry fails the run: CI reports it rather than hides it.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace of every test (its screencast and DOM snapshots) took 23 % of the suite's
    // time on a 2-core host: CI records the retry of a test that failed, a desk its failures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@http/,
      testIgnore: [...SOLO_SPECS, ...OWN_VIEWPORT_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grep: PHONE_TESTS,
      testIgnore: SOLO_SPECS,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        // The phone's layout, touch and user agent, at one device pixel per CSS pixel: the
        // pictures compare at CSS scale and matched at Pixel 5's 2.75 and at 1 alike, and the
        // software-rendered map costs 7.6 times fewer pixels (the project ran 15 % faster).
        deviceScaleFactor: 1,
        browserName: 'chromium',
        launchOptions,
      },
    },
    // Plain HTTP checks (redirects, headers, crawler files): device-independent, so run once.
    {
      name: 'http',
      grep: /@http/,
      testIgnore: SOLO_SPECS,
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'site-wide-edits',
      testMatch: SITE_WIDE_EDIT_SPECS,
      // Not after the plain HTTP checks: none reads a FAQ, so the edit runs beside them.
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The dev server's specs, alone once every other spec has run: compiling pages on demand
    // takes both cores for minutes.
    {
      name: 'dev-server',
      testMatch: DEV_SERVER_SPECS,
      dependencies: ['site-wide-edits'],
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Two instances behind nginx, then a rolling restart under load: alone, last.
    {
      name: 'topology',
      testMatch: TOPOLOGY_SPECS,
      dependencies: ['dev-server'],
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    // The production server on its own embedded database: migrated and seeded on first start.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    // The first start builds (code generation, images, the explainer video, Next) on a busy CI host.
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e-pglite',
      NEXT_PUBLIC_SITE_URL: baseURL,
      DATABASE_URL: '',
      MARKETING_PASSWORD: 'e2e-marketing-desk-password',
      // Each test sends its own X-Forwarded-For (e2e/fixtures.ts): a visitor apiece.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      // A basemap host that refuses connections (a loopback port nothing listens on): every
      // map test runs on the bundled offline basemap, the fallback a blocked style gets.
      NEXT_PUBLIC_MAP_STYLE_URL: UNREACHABLE_MAP_STYLE_URL,
    },
  },
})
