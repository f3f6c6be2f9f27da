/** @jest-environment node */
import { handleObjection, OBJECTION_SAVED_PATH } from '@/server/privacy/objection-handler'

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://localhost:3000/cookie-policy/choice', {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  })
const sameOrigin = { isSameOrigin: () => true }

describe('POST /cookie-policy/choice', () => {
  it('objects: the readable objection cookie for a year, the experiments cookies cleared, 303', async () => {
    const response = await handleObjection(post('choice=object'), sameOrigin)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(OBJECTION_SAVED_PATH)
    expect(response.headers.getSetCookie()).toEqual([
      'move_objection=analytics-experiments; Path=/; Max-Age=31536000; SameSite=Lax',
      'move_experiments=; Path=/api/experiments; Max-Age=0; SameSite=Lax; HttpOnly',
      'move_experiments=; Path=/store-cookies; Max-Age=0; SameSite=Lax; HttpOnly',
    ])
  })

  it('allows again: the objection cookie cleared', async () => {
    const response = await handleObjection(post('choice=allow'), sameOrigin)
    expect(response.headers.getSetCookie()).toEqual([
      'move_objection=; Path=/; Max-Age=0; SameSite=Lax',
    ])
  })

  it.each([
    [post('choice=object'), { isSameOrigin: () => false }, 403],
    [post('choice=maybe'), sameOrigin, 400],
    [post(''), sameOrigin, 400],
    [post('choice=object', 'text/plain'), sameOrigin, 415],
    [post(`choice=object&x=${'y'.repeat(2000)}`), sameOrigin, 413],
  ])('refuses case %# with %i and sets nothing', async (request, checks, status) => {
    const response = await handleObjection(request, checks)
    expect(response.status).toBe(status)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await response.text()).toContain('Choice not saved')
  })
})
