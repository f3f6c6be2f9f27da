import { buildCampaignLink, isCampaignLinkSubmission } from '@/lib/marketing/campaign-link'

const SITE = 'https://move.example/'
const valid = {
  path: '/london',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-2027',
}

describe('buildCampaignLink', () => {
  it.each([
    [
      'required fields only',
      valid,
      'https://move.example/london?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027',
    ],
    [
      'with term and content, in order',
      { ...valid, utm_content: 'hero', utm_term: 'yoga classes' },
      'https://move.example/london?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027&utm_term=yoga+classes&utm_content=hero',
    ],
    [
      'trimmed values, a trailing slash',
      { ...valid, path: '/offers/move_at_home_live/', utm_source: '  news  ' },
      'https://move.example/offers/move_at_home_live?utm_source=news&utm_medium=email&utm_campaign=spring-2027',
    ],
    [
      'the national page',
      { ...valid, path: '/' },
      'https://move.example/?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027',
    ],
    [
      'characters that need encoding',
      { ...valid, utm_campaign: 'Spring & Summer/50%' },
      'https://move.example/london?utm_source=newsletter&utm_medium=email&utm_campaign=Spring+%26+Summer%2F50%25',
    ],
    [
      'blank optional fields are left out',
      { ...valid, utm_term: '   ', utm_content: '' },
      'https://move.example/london?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027',
    ],
  ])('%s', (_, input, url) => {
    const result = buildCampaignLink(input, SITE)
    expect(result).toEqual({ ok: true, url, path: expect.any(String) })
    // Every value comes back exactly as the landing page will read it.
    const params = new URL(url).searchParams
    expect(params.get('utm_campaign')).toBe(input.utm_campaign.trim())
  })

  it.each([
    ['no page', { ...valid, path: '' }, 'path', /Enter the page/],
    ['not one of our pages', { ...valid, path: '/marketing' }, 'path', /landing pages/],
    ['another site', { ...valid, path: '//evil.example/london' }, 'path', /landing pages/],
    ['an absolute URL', { ...valid, path: 'https://evil.example/' }, 'path', /landing pages/],
    ['no source', { ...valid, utm_source: ' ' }, 'utm_source', /Enter the source/],
    ['no medium', { ...valid, utm_medium: undefined }, 'utm_medium', /Enter the medium/],
    ['no campaign', { ...valid, utm_campaign: '' }, 'utm_campaign', /Enter the campaign/],
    ['too long', { ...valid, utm_campaign: 'x'.repeat(201) }, 'utm_campaign', /at most 200/],
    ['a line break', { ...valid, utm_term: 'a\nb' }, 'utm_term', /control characters/],
    ['a control character', { ...valid, utm_content: 'a\u0007' }, 'utm_content', /control/],
  ])('%s is refused with a message on its field', (_, input, field, message) => {
    const result = buildCampaignLink(input, SITE)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors[field as keyof typeof result.errors]).toMatch(message)
  })

  it('reports every bad field at once', () => {
    const result = buildCampaignLink({ path: '/nowhere/at/all' }, SITE)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual([
      'path',
      'utm_campaign',
      'utm_medium',
      'utm_source',
    ])
  })
})

it.each([
  [{ path: '/london' }, false],
  [{ path: '/london', utm_source: 'x' }, true],
  [{}, false],
])('isCampaignLinkSubmission(%j) is %p', (input, expected) => {
  expect(isCampaignLinkSubmission(input)).toBe(expected)
})
