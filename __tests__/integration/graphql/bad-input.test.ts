/** @jest-environment node */
/**
 * Bad input never yields a 500 or a stack: each case asserts the HTTP status, the message and
 * extensions.code. Also the armor limits, CSRF prevention, masking and production introspection.
 */
import {
  GetActivityDocument,
  GetActivityPricingDocument,
  GetConfigDocument,
  SearchActivitiesDocument,
  VenueCountsAroundDocument,
  CityDocument,
  PackagesDocument,
  GetActivitiesDocument,
  CitiesDocument,
} from '@/graphql/generated/client/graphql'
import { MAX_ADDRESSES, MAX_ALIASES, MAX_DEPTH, MAX_STRING_LENGTH } from '@/graphql/limits'
import type { DocumentNode } from 'graphql'
import { post, raw, testYoga } from '../../helpers/graphql-client'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const london = { north: 51.6, south: 51.4, west: -0.35, east: 0.1 }

describe.each(DRIVERS)('bad input (%s)', (driver) => {
  let t: TestDatabase
  let yoga: ReturnType<typeof testYoga>
  let production: ReturnType<typeof testYoga>

  beforeAll(async () => {
    t = await openTestDatabase(driver)
    yoga = testYoga(t.db)
    production = testYoga(t.db, { production: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  type Case = [
    string,
    DocumentNode,
    Record<string, unknown>,
    'BAD_USER_INPUT' | 'NOT_FOUND',
    RegExp,
  ]
  const cases: Case[] = [
    [
      'NaN bound (as a string variable)',
      SearchActivitiesDocument,
      { ...london, north: 'NaN' },
      'BAD_USER_INPUT',
      /Float cannot represent/,
    ],
    [
      'inverted latitudes',
      SearchActivitiesDocument,
      { ...london, north: 51.4, south: 51.6 },
      'BAD_USER_INPUT',
      /^Inverted bounds: south \(51\.6\) is north of north \(51\.4\)\.$/,
    ],
    [
      'inverted longitudes',
      SearchActivitiesDocument,
      { ...london, west: 1, east: 0 },
      'BAD_USER_INPUT',
      /^Inverted bounds: west \(1\) is east of east \(0\)\.$/,
    ],
    [
      'north above 90',
      SearchActivitiesDocument,
      { ...london, north: 91 },
      'BAD_USER_INPUT',
      /^Latitude 'north' must be between -90 and 90, got 91\.$/,
    ],
    [
      'south below -90',
      SearchActivitiesDocument,
      { ...london, south: -1000 },
      'BAD_USER_INPUT',
      /^Latitude 'south' must be between -90 and 90/,
    ],
    [
      'east beyond 180',
      SearchActivitiesDocument,
      { ...london, east: 540 },
      'BAD_USER_INPUT',
      /^Longitude 'east' must be between -180 and 180/,
    ],
    [
      'unknown category',
      SearchActivitiesDocument,
      { ...london, category: 'knitting' },
      'BAD_USER_INPUT',
      /^Unknown category 'knitting'/,
    ],
    [
      'unknown kind',
      SearchActivitiesDocument,
      { ...london, kind: 'teleport' },
      'BAD_USER_INPUT',
      /^Unknown kind 'teleport': use one of venue, streaming\.$/,
    ],
    [
      'oversized category',
      SearchActivitiesDocument,
      { ...london, category: 'y'.repeat(MAX_STRING_LENGTH + 1) },
      'BAD_USER_INPUT',
      /'category' is too long/,
    ],
    [
      'unknown city (activities)',
      GetActivitiesDocument,
      { city: 'atlantis' },
      'NOT_FOUND',
      /^Unknown city 'atlantis'\.$/,
    ],
    [
      'unknown activity type',
      GetActivitiesDocument,
      { city: 'london', activityType: 'knitting' },
      'BAD_USER_INPUT',
      /^Unknown activityType 'knitting'/,
    ],
    [
      'unknown city (city)',
      CityDocument,
      { city: 'atlantis' },
      'NOT_FOUND',
      /^Unknown city 'atlantis'\.$/,
    ],
    [
      'unknown city (packages)',
      PackagesDocument,
      { city: 'atlantis' },
      'NOT_FOUND',
      /^Unknown city 'atlantis'\.$/,
    ],
    [
      'unknown city (config)',
      GetConfigDocument,
      { variant: 'PRODUCT', city: 'atlantis' },
      'NOT_FOUND',
      /^Unknown city 'atlantis'\.$/,
    ],
    [
      'unknown slug (config)',
      GetConfigDocument,
      { variant: 'PRODUCT', urlSlug: 'no-such-page' },
      'NOT_FOUND',
      /No product page has the urlSlug 'no-such-page'/,
    ],
    [
      'unknown partner (config)',
      GetConfigDocument,
      { variant: 'PRODUCT', partner: 'acme' },
      'NOT_FOUND',
      /^Unknown partner 'acme'\.$/,
    ],
    [
      'venue config without slug',
      GetConfigDocument,
      { variant: 'VENUE' },
      'BAD_USER_INPUT',
      /^urlSlug is required for a VENUE config\.$/,
    ],
    [
      'unknown venue slug',
      GetConfigDocument,
      { variant: 'VENUE', urlSlug: 'nowhere-gym' },
      'NOT_FOUND',
      /No venue page has the urlSlug 'nowhere-gym'/,
    ],
    [
      'oversized slug',
      GetConfigDocument,
      { variant: 'PRODUCT', urlSlug: 'x'.repeat(5000) },
      'BAD_USER_INPUT',
      /'urlSlug' is too long: at most 200 characters\./,
    ],
    [
      'unknown slug (cities)',
      CitiesDocument,
      { urlSlug: 'no-such-page' },
      'NOT_FOUND',
      /No landing page has the urlSlug 'no-such-page'/,
    ],
    [
      'unknown activity id',
      GetActivityDocument,
      { id: '99999999' },
      'NOT_FOUND',
      /^No activity with id '99999999'\.$/,
    ],
    [
      'non-numeric id',
      GetActivityDocument,
      { id: 'abc' },
      'BAD_USER_INPUT',
      /^'id' must be a positive integer id, got 'abc'\.$/,
    ],
    [
      'negative id',
      GetActivityDocument,
      { id: '-1' },
      'BAD_USER_INPUT',
      /must be a positive integer id/,
    ],
    [
      'huge id',
      GetActivityDocument,
      { id: '99999999999999999999' },
      'BAD_USER_INPUT',
      /must be a positive integer id/,
    ],
    [
      'SQL in id',
      GetActivityDocument,
      { id: "1' OR '1'='1" },
      'BAD_USER_INPUT',
      /must be a positive integer id/,
    ],
    [
      'unknown pricing activity',
      GetActivityPricingDocument,
      { activityId: '99999999' },
      'NOT_FOUND',
      /^No activity with id '99999999'\.$/,
    ],
    [
      'fake passport',
      GetActivityPricingDocument,
      { activityId: '2', moveLitePassport: '424242' },
      'BAD_USER_INPUT',
      /^Unknown moveLitePassport '424242'\.$/,
    ],
    [
      'empty address list',
      VenueCountsAroundDocument,
      { addresses: [] },
      'BAD_USER_INPUT',
      /^addresses must name at least one city\.$/,
    ],
    [
      'oversized address list',
      VenueCountsAroundDocument,
      { addresses: Array.from({ length: MAX_ADDRESSES + 1 }, () => 'London') },
      'BAD_USER_INPUT',
      /^Too many addresses: at most 20, got 21\.$/,
    ],
    [
      'oversized address',
      VenueCountsAroundDocument,
      { addresses: ['L'.repeat(MAX_STRING_LENGTH + 1)] },
      'BAD_USER_INPUT',
      /'addresses' is too long/,
    ],
    [
      'zero radius',
      VenueCountsAroundDocument,
      { addresses: ['London'], radius: 0 },
      'BAD_USER_INPUT',
      /^radius must be between 1 and 100000 metres, got 0\.$/,
    ],
    [
      'absurd radius',
      VenueCountsAroundDocument,
      { addresses: ['London'], radius: 2_000_000_000 },
      'BAD_USER_INPUT',
      /^radius must be between 1 and 100000 metres/,
    ],
    [
      'negative radius',
      VenueCountsAroundDocument,
      { addresses: ['London'], radius: -5 },
      'BAD_USER_INPUT',
      /^radius must be between/,
    ],
  ]

  it.each(cases)('%s', async (_, document, variables, code, message) => {
    const response = await post(yoga, document, variables)
    expect(response.status).not.toBeGreaterThanOrEqual(500)
    const error = response.body.errors?.[0]
    expect(error).toBeDefined()
    expect(error!.message).toMatch(message)
    expect(JSON.stringify(response.body)).not.toMatch(/stack|at \w+ \(/)
    if (/cannot represent/.test(error!.message)) {
      // Variable coercion: rejected before execution, HTTP 400 (GraphQL over HTTP).
      expect(response.status).toBe(400)
    } else {
      expect(response.status).toBe(200)
      expect(error!.extensions?.code).toBe(code)
    }
  })

  it.each([
    [
      'Infinity as a literal',
      `{ searchActivities(north: Infinity, east: 0, south: 0, west: 0) { id } }`,
    ],
    ['a string bound', `{ searchActivities(north: "51", east: 0, south: 0, west: 0) { id } }`],
    ['a missing bound', `{ searchActivities(north: 51, east: 0, south: 0) { id } }`],
    [
      'a radius beyond Int',
      `{ venueCountsAround(addresses: ["London"], radius: 99999999999) { count } }`,
    ],
  ])('rejects %s at validation with 400', async (_, query) => {
    const response = await post(yoga, query)
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toBeTruthy()
    expect(response.body.data).toBeUndefined()
  })

  it('rejects a query deeper than MAX_DEPTH with 400', async () => {
    // The schema has no cycles (its deepest real selection is 6 levels), so a document deeper
    // than MAX_DEPTH is hostile by construction: armor counts depth syntactically and rejects it
    // before the other validation rules run.
    let body = 'id'
    for (let i = 0; i < MAX_DEPTH + 1; i++) body = `venue { activities { ${body} } }`
    const response = await post(
      yoga,
      `{ config(variant: VENUE, urlSlug: "x") { page { ... on VenuePage { ${body} } } } }`,
    )
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toMatch(/Query depth limit of 10 exceeded/)
    expect(response.body.data).toBeUndefined()
  })

  it('rejects too many aliases with 400', async () => {
    const fields = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `c${i}: cities { city }`).join(
      ' ',
    )
    const response = await post(yoga, `{ ${fields} }`)
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/)
  })

  it('rejects too many tokens with 400', async () => {
    const fields = Array.from({ length: 2100 }, () => 'city').join(' ')
    const response = await post(yoga, `{ cities { ${fields} } }`)
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]).toMatchObject({
      // graphql-js's own wording, typo included.
      message: 'Syntax Error: Document contains more that 2000 tokens. Parsing aborted.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    })
  })

  it('rejects too many directives with 400', async () => {
    const directives = Array.from({ length: 25 }, () => '@include(if: true)').join(' ')
    const response = await post(yoga, `{ cities ${directives} { city } }`)
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toMatch(/Directives limit of 20 exceeded/)
  })

  it('rejects a costly query with 400', async () => {
    const fields = Array.from(
      { length: MAX_ALIASES },
      (_, i) =>
        `c${i}: config(variant: VENUE, urlSlug: "x") { page { ... on VenuePage { venue { activities { id name thumb_img_url timeslots { id dayOfWeek startTime endTime } } reviews { id rating review customer { id displayName avatarUrl } } } } } }`,
    ).join(' ')
    const response = await post(yoga, `{ ${fields} }`)
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toMatch(/^This query is too costly/)
    expect(response.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY')
  })

  it('answers limit violations with 400 to plain application/json clients too (never 500)', async () => {
    const fields = Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `c${i}: cities { city }`).join(
      ' ',
    )
    const response = await raw(yoga, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: `{ ${fields} }` }),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json())).toMatch(/Aliases limit of 15 exceeded/)
  })

  it('introspection works in development and is refused in production', async () => {
    const query = '{ __schema { queryType { name } } }'
    const dev = await post(yoga, query)
    expect(dev.status).toBe(200)
    expect(dev.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
    const prod = await post(production, query)
    expect(prod.status).toBe(400)
    expect(prod.body.errors?.[0]?.message).toMatch(/introspection/i)
    const allowed = testYoga(t.db, { production: true, introspection: true })
    expect((await post(allowed, query)).status).toBe(200)
  })

  it('blocks field suggestions in production', async () => {
    const dev = await post(yoga, '{ citys { city } }')
    expect(dev.body.errors?.[0]?.message).toMatch(/Did you mean/)
    const prod = await post(production, '{ citys { city } }')
    expect(prod.status).toBe(400)
    expect(prod.body.errors?.[0]?.message).not.toMatch(/Did you mean|cities/)
  })

  it('masks unexpected errors: no message, no stack', async () => {
    const broken = testYoga({
      select: () => {
        throw new Error('connection to db at 10.0.0.3 lost')
      },
    } as never)
    const response = await post(broken, CitiesDocument)
    expect(response.status).toBeLessThan(600)
    expect(response.body.errors?.[0]?.message).toBe('Unexpected error.')
    expect(JSON.stringify(response.body)).not.toMatch(/10\.0\.0\.3|stack/)
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await raw(yoga, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ cities { city } "',
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json())).toMatch(/invalid JSON/i)
  })

  it('answers an unparsable query with 400 and a syntax error', async () => {
    const response = await post(yoga, '{ cities { city ')
    expect(response.status).toBe(400)
    expect(response.body.errors?.[0]?.message).toMatch(/^Syntax Error/)
  })

  it('answers a missing query with 400', async () => {
    const response = await raw(yoga, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(400)
    expect(response.text).toMatch(/Must provide query string/)
  })

  it('refuses an oversized body with 413', async () => {
    const body = JSON.stringify({
      query: '{ cities { city } }',
      variables: { pad: 'x'.repeat(200_000) },
    })
    const response = await raw(yoga, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(413)
  })

  describe('CSRF prevention', () => {
    it('accepts a JSON POST without any extra header (what our pages send)', async () => {
      const response = await raw(yoga, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ cities { city } }' }),
      })
      expect(response.status).toBe(200)
    })

    it.each([
      ['application/x-www-form-urlencoded', 'query=%7B%20cities%20%7B%20city%20%7D%20%7D'],
      ['text/plain', JSON.stringify({ query: '{ cities { city } }' })],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ cities { city } }\r\n--x--',
      ],
    ])('refuses a cross-site form POST (%s) with 403', async (contentType, body) => {
      const response = await raw(yoga, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: 'https://evil.example' },
        body,
      })
      expect(response.status).toBe(403)
      expect(response.text).toMatch(/Required CSRF header\(s\) not present/)
    })

    it('refuses a GET without the CSRF header, accepts one with it', async () => {
      const path = `/graphql?query=${encodeURIComponent('{ cities { city } }')}`
      const bare = await raw(yoga, { method: 'GET', path, headers: { accept: 'application/json' } })
      expect(bare.status).toBe(403)
      const withHeader = await raw(yoga, {
        method: 'GET',
        path,
        headers: { accept: 'application/json', 'x-graphql-csrf': '1' },
      })
      expect(withHeader.status).toBe(200)
    })

    it('sends no CORS headers to other origins by default', async () => {
      const response = await yoga.fetch('http://localhost/graphql', {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
    })
  })
})
