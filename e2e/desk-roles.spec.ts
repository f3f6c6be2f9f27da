import { can, STAFF_ROLES } from '@/lib/desk/permissions'
import { expect, HTTP_ONLY, test } from './fixtures'
import { signInAs } from './support/desk'
import { DESK_ENDPOINTS } from './support/desk-endpoints'

/**
 * Each role × each desk endpoint, through real requests to the real pages and handlers:
 * allowed (anything but 403 or sign-in) or 403. Signed out: pages and forms go to sign-in,
 * files answer 401.
 */
test.describe('desk roles', () => {
  for (const role of STAFF_ROLES) {
    test(
      `${role}: every endpoint answers as the permissions table says`,
      HTTP_ONLY,
      async ({ page, baseURL }) => {
        await signInAs(page, role)
        for (const endpoint of DESK_ENDPOINTS) {
          const label = `${role} ${endpoint.method} ${endpoint.path}`
          const response =
            endpoint.method === 'GET'
              ? await page.request.get(endpoint.path, { maxRedirects: 0 })
              : await page.request.post(endpoint.path, {
                  form: endpoint.form ?? {},
                  headers: { origin: baseURL ?? '', accept: 'text/html' },
                  maxRedirects: 0,
                })
          const location = response.headers()['location'] ?? ''
          if (can(role, endpoint.action)) {
            expect(response.status(), label).not.toBe(403)
            expect(location, label).not.toMatch(/^\/marketing\/sign-in/)
          } else {
            expect(response.status(), label).toBe(403)
            expect(await response.text(), label).toContain('Not allowed')
          }
        }
      },
    )
  }

  test('too low for a script: 403 JSON', HTTP_ONLY, async ({ page }) => {
    await signInAs(page, 'viewer')
    const response = await page.request.get('/marketing/leads.csv', {
      headers: { accept: 'application/json' },
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: expect.stringContaining('Viewer') },
    })
  })

  test(
    'signed out: pages and forms go to sign-in, files answer 401',
    HTTP_ONLY,
    async ({ request, baseURL }) => {
      for (const endpoint of DESK_ENDPOINTS) {
        const label = `${endpoint.method} ${endpoint.path}`
        const response =
          endpoint.method === 'GET'
            ? await request.get(endpoint.path, { maxRedirects: 0 })
            : await request.post(endpoint.path, {
                form: endpoint.form ?? {},
                headers: { origin: baseURL ?? '' },
                maxRedirects: 0,
              })
        if (endpoint.path.endsWith('.csv')) expect(response.status(), label).toBe(401)
        else {
          expect([303, 307], label).toContain(response.status())
          expect(response.headers()['location'], label).toMatch(/^\/marketing\/sign-in/)
        }
      }
    },
  )
})
