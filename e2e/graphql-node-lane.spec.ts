import { expect, HTTP_ONLY, test } from './fixtures'
import { signInAs } from './support/desk'

/**
 * POST /graphql is answered by the production server's own lane (server/http/stages/graphql-lane.mjs),
 * not Next's route: what a caller sees must not change. The same headers as every other
 * response, CSRF prevention, and preview decided as pages decide it (draft mode and a live desk
 * session).
 */
const DRAFT_SLUG = 'kestrel-rewards-preview'
const draftQuery = `{ config(variant: PRODUCT, urlSlug: "${DRAFT_SLUG}") { page { ... on ProductPage { urlSlug isDraft } } } }`

test.describe('POST /graphql on the production server', () => {
  test(
    'it and GET /api/experiments are answered by their lanes, not Next’s router',
    HTTP_ONLY,
    async ({ request }) => {
      // Next's router marks what it answers as varying by its own request headers; the lanes do not
      // go through it. (Both lanes were once silently off: the handlers register after start.)
      const routerVary = /next-router-state-tree/i
      const [graphql, experiments, byNext] = await Promise.all([
        request.post('/graphql', { data: { query: '{ cities { cityName } }' } }),
        request.get('/api/experiments?path=/london'),
        // HEAD is left to Next, which answers it as the route's GET.
        request.head('/api/experiments?path=/london'),
      ])
      expect(byNext.headers()['vary']).toMatch(routerVary)
      for (const answer of [graphql, experiments]) {
        expect(answer.status()).toBe(200)
        expect(answer.headers()['vary'] ?? '').not.toMatch(routerVary)
      }
    },
  )

  test('carries the headers next.config.js gives the route', HTTP_ONLY, async ({ request }) => {
    const [post, route] = await Promise.all([
      request.post('/graphql', { data: { query: '{ cities { cityName } }' } }),
      // The same query by GET, which Next's route answers.
      request.get(`/graphql?query=${encodeURIComponent('{ cities { cityName } }')}`, {
        headers: { 'apollo-require-preflight': '1' },
      }),
    ])
    expect(post.status()).toBe(200)
    expect(post.statusText()).toBe('OK')
    expect(post.headers()['content-type']).toMatch(/^application\/(graphql-response\+)?json/)
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
      'permissions-policy',
    ]) {
      expect(post.headers()[name], name).toBe(route.headers()[name])
    }
  })

  test('a cross-site form post is refused before anything runs', HTTP_ONLY, async ({ request }) => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: `query=${encodeURIComponent('{ cities { cityName } }')}`,
    })
    expect(response.status()).toBe(403)
    expect(response.statusText()).toBe('Forbidden')
  })

  test('drafts only in draft mode, as on pages', HTTP_ONLY, async ({ page, request, baseURL }) => {
    const hidden = await request.post('/graphql', { data: { query: draftQuery } })
    expect((await hidden.json()).data?.config ?? null).toBeNull()

    // A made-up draft-mode cookie is not draft mode.
    const forged = await request.post('/graphql', {
      data: { query: draftQuery },
      headers: { cookie: '__prerender_bypass=made-up' },
    })
    expect((await forged.json()).data?.config ?? null).toBeNull()

    await signInAs(page, 'editor')
    const enter = await page.request.post('/marketing/preview', {
      form: { path: `/offers/${DRAFT_SLUG}` },
      headers: { origin: new URL(baseURL ?? '').origin },
      maxRedirects: 0,
    })
    expect(enter.status()).toBe(303)
    const shown = await page.request.post('/graphql', { data: { query: draftQuery } })
    expect(shown.status()).toBe(200)
    expect((await shown.json()).data.config.page).toEqual({ urlSlug: DRAFT_SLUG, isDraft: true })

    // The desk session ends: the lane shows no draft to the same cookies.
    await page.request.post('/marketing/sign-out', {
      headers: { origin: new URL(baseURL ?? '').origin },
      maxRedirects: 0,
    })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await page.request.post('/graphql', { data: { query: draftQuery } })
    expect((await after.json()).data?.config ?? null).toBeNull()
  })
})
