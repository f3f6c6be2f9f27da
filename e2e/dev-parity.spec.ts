/**
 * `npm run dev` serves through the same pipeline as production (server/http/serve.mjs --dev):
 * the same security headers, a Content-Security-Policy of the same shape (its own scripts by
 * hash, no 'unsafe-inline'; dev adds only 'unsafe-eval', which React's development build needs),
 * the same statuses and the same GraphQL errors. The one stage dev goes without is the GraphQL
 * lane: there Next's route answers /graphql, hot reloaded, with the same server (createMoveYoga).
 *
 * The dev server runs on a database of its own after every other spec (its own Playwright
 * project): compiling a page on demand takes minutes of both cores.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { APIResponse } from '@playwright/test'
import { expect, test, waitForHydration } from './fixtures'
import { UNREACHABLE_MAP_STYLE_URL } from './support/map-style'
import {
  prepareDatabase,
  startOwnServer,
  stopOwnServer,
  type OwnServer,
} from './support/own-server'

/** The headers next.config.js gives every response. */
const SECURITY_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'permissions-policy',
]
/** What dev's policy may add to production's, by directive: React's development build evaluates code. */
const DEV_ONLY_SOURCES: Record<string, string[]> = {
  'script-src': ["'unsafe-eval'"],
  // Next's hot reload injects <style> elements; production links stylesheets only.
  'style-src-elem': ["'unsafe-inline'"],
}

/**
 * A policy's shape: its directives in order, each with its sources, the script hashes counted
 * rather than listed (each page has its own) and the map's and site's origins left as they are.
 */
function policyShape(policy: string | undefined, allowed: Record<string, string[]> = {}) {
  return (policy ?? '').split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/)
    const kept = sources.filter((source) => !(allowed[name] ?? []).includes(source))
    const hashes = kept.filter((source) => source.startsWith("'sha256-")).length
    return {
      name,
      sources: kept.filter((source) => !source.startsWith("'sha256-")),
      hashes: hashes > 0,
    }
  })
}

function securityHeaders(response: APIResponse) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers()[name]]))
}

/** What a GraphQL answer says: its status, and each error's message and code. */
async function graphqlOutcome(response: APIResponse) {
  const body = (await response.json()) as {
    data?: unknown
    errors?: Array<{ message: string; extensions?: { code?: string } }>
  }
  return {
    status: response.status(),
    contentType: response.headers()['content-type'],
    hasData: body.data != null,
    errors: (body.errors ?? []).map((error) => [error.message, error.extensions?.code]),
  }
}

const GRAPHQL_REQUESTS: Array<[string, { query: string; variables?: object }]> = [
  ['a valid query', { query: '{ cities { city cityName } }' }],
  ['an unknown field', { query: '{ nope }' }],
  ['a syntax error', { query: '{ cities { city ' }],
  ['an activity that does not exist', { query: '{ activity(id: "999999999") { id title } }' }],
  ['a bad argument', { query: 'query($id: ID!) { activity(id: $id) { id } }', variables: {} }],
]

test.describe('development and production', () => {
  test.describe.configure({ mode: 'serial' })

  let dev: OwnServer | undefined
  let dataDir: string | undefined

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'move-dev-parity-'))
    prepareDatabase({ dataDir: path.join(dataDir, 'pglite') })
    dev = await startOwnServer(
      { dataDir: path.join(dataDir, 'pglite') },
      {
        dev: true,
        readyWithinMs: 300_000,
        // As the production build under test was built: the map never leaves the machine.
        env: { NEXT_PUBLIC_MAP_STYLE_URL: UNREACHABLE_MAP_STYLE_URL },
      },
    )
  })

  test.afterAll(async () => {
    await stopOwnServer(dev)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  test('answer /london with the same status, security headers and policy shape', async ({
    request,
  }) => {
    // Dev compiles the page on first request: minutes on a busy 2-core machine.
    test.setTimeout(600_000)
    const development = await request.get(`${dev!.origin}/london`, { timeout: 540_000 })
    const production = await request.get('/london')
    expect(development.status()).toBe(200)
    expect(development.status()).toBe(production.status())
    expect(securityHeaders(development)).toEqual(securityHeaders(production))
    const devPolicy = development.headers()['content-security-policy']
    expect(policyShape(devPolicy, DEV_ONLY_SOURCES)).toEqual(
      policyShape(production.headers()['content-security-policy']),
    )
    expect(devPolicy).toContain("script-src 'self' 'unsafe-eval' 'sha256-")
    const devScriptSources = devPolicy?.split(';').find((d) => d.trim().startsWith('script-src '))
    expect(devScriptSources).not.toContain('unsafe-inline')
    expect(development.headers()['content-type']).toBe(production.headers()['content-type'])
  })

  test('run /london in the browser under dev with hot reload connected and no CSP violation', async ({
    browser,
  }) => {
    test.setTimeout(600_000)
    // A page of its own: the dev server compiles the page's scripts on first request, far slower
    // than the fixture's page waits for hydration.
    const page = await browser.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      // A CSP violation, or hot reload's socket refused (Next's dev server checks its origin).
      if (/Content Security Policy|WebSocket connection .* failed/.test(message.text())) {
        violations.push(message.text())
      }
    })
    page.on('pageerror', (error) => violations.push(`pageerror: ${error.message}`))
    await page.goto(`${dev!.origin}/london`, { timeout: 540_000 })
    await waitForHydration(page, 300_000)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
    await page.close()
  })

  for (const [name, body] of GRAPHQL_REQUESTS) {
    test(`answer a POST /graphql with ${name} alike`, async ({ request }) => {
      test.setTimeout(300_000)
      const development = await request.post(`${dev!.origin}/graphql`, {
        data: body,
        timeout: 240_000,
      })
      const production = await request.post('/graphql', { data: body })
      expect(await graphqlOutcome(development)).toEqual(await graphqlOutcome(production))
      expect(securityHeaders(development)).toEqual(securityHeaders(production))
    })
  }
})
