/** @jest-environment node */
/**
 * The schema's bounds without a database: every list field has a maximum that its description
 * states, operations are priced by those maxima, and every client operation is under the limit.
 */
import {
  GraphQLObjectType,
  Kind,
  getNullableType,
  isListType,
  parse,
  print,
  type DocumentNode,
} from 'graphql'
import { createSchema } from 'graphql-yoga'
import { operationCost } from '@/graphql/cost-limit'
import { addTypenameToDocument } from '@apollo/client/utilities'
import { DEFAULT_ACTIVITY_PAGE, LIST_MAXIMA, MAX_COST, MAX_EXECUTION_MS } from '@/graphql/limits'
import { DATABASE_TIMEOUTS } from '@/server/db/timeouts'
import { boundListFields, listMaximum } from '@/graphql/list-bounds'
import { schema } from '@/graphql/schema'
import * as documents from '@/graphql/generated/client/graphql'

const listFields = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => type instanceof GraphQLObjectType)
  .filter((type) => !type.name.startsWith('__'))
  .flatMap((type) =>
    Object.values(type.getFields())
      .filter((field) => isListType(getNullableType(field.type)))
      .map((field) => ({ coordinate: `${type.name}.${field.name}`, field })),
  )

describe('execution time limit', () => {
  it("outlasts the database's query timeout, so an outage answers SERVICE_UNAVAILABLE within 6 s", () => {
    expect(MAX_EXECUTION_MS).toBeGreaterThan(DATABASE_TIMEOUTS.queryMs)
    expect(MAX_EXECUTION_MS).toBeLessThan(6_000)
  })
})

describe('list maxima', () => {
  it('LIST_MAXIMA names exactly the schema list fields', () => {
    expect(listFields.map((f) => f.coordinate).sort()).toEqual(Object.keys(LIST_MAXIMA).sort())
  })

  it.each(listFields.map((f) => [f.coordinate, f.field] as const))(
    '%s carries its maximum and states it in its description',
    (coordinate, field) => {
      const max = LIST_MAXIMA[coordinate as keyof typeof LIST_MAXIMA]
      expect(listMaximum(field)).toBe(max)
      expect(field.description ?? '').toContain(max.toLocaleString('en-GB'))
    },
  )

  it('stops the server from starting with an unbounded list field', () => {
    const unbounded = createSchema({
      typeDefs: 'type Query { everything: [String!]! }',
      resolvers: { Query: { everything: () => [] } },
    })
    expect(() => boundListFields(unbounded)).toThrow(
      'Query.everything is a list without a maximum: add it to LIST_MAXIMA.',
    )
  })
})

describe('operation cost', () => {
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    operationCost(schema, parse(query), variables)

  it.each([
    ['one scalar field', '{ city(city: "x") { city } }', 2],
    ['a list of one scalar: 1 + 100 × 1', '{ cities { city } }', 101],
    ['a list of two scalars', '{ cities { city cityName } }', 201],
    ['an object inside a list item', '{ cities { mapCenter { lat lng } } }', 301],
    [
      'a paged list by its default page: 1 + 1 + 400 × (1 + 10 × 1)',
      '{ activities(city: "x") { activities { tags } } }',
      4402,
    ],
    [
      'a paged list by its first: 1 + 1 + 2,500 × (1 + 10 × 1)',
      '{ activities(city: "x") { activities(first: 2500) { tags } } }',
      27_502,
    ],
    [
      'a paged list never above its maximum',
      '{ activities(city: "x") { activities(first: 1000000) { id } } }',
      2502,
    ],
    [
      'a page of 10 with every timeslot: 1 + 1 + 10 × (1 + 1 + 28 × 1)',
      '{ activities(city: "x") { activities(first: 10) { id timeslots { id } } } }',
      302,
    ],
    ['aliases add up', '{ a: cities { city } b: cities { city } c: cities { city } }', 303],
    [
      'fragments count where they are spread',
      '{ cities { ...C } } fragment C on City { city cityName }',
      201,
    ],
    [
      "SQL a resolver runs on its own: a venue page's lookup and related venues",
      '{ config(variant: VENUE, urlSlug: "x") { page { ... on VenuePage { relatedVenues { name } } } } }',
      1 + 6300 + (1 + (1 + 6 * 1 + 38_000)),
    ],
    [
      'venueCountsAround: per address',
      '{ venueCountsAround(addresses: ["London", "Leeds"]) { count } }',
      1 + 20 * 1 + 2 * 1100,
    ],
    ['a skipped field costs nothing', '{ cities { city cityName @skip(if: true) } }', 101],
  ])('%s', (_, query, expected) => {
    expect(cost(query)).toBe(expected)
  })

  it("the schema's default page is DEFAULT_ACTIVITY_PAGE", () => {
    const page = (schema.getType('ActivitiesResult') as GraphQLObjectType).getFields().activities
    expect(page?.args.find((arg) => arg.name === 'first')?.defaultValue).toBe(DEFAULT_ACTIVITY_PAGE)
  })

  it("admits the spec's GetActivities with every timeslot, as Apollo Client sends it, and no larger default page", () => {
    const sent = addTypenameToDocument(documents.GetActivitiesDocument)
    const price = operationCost(schema, sent, { city: 'london' }) as number
    expect(price).toBeLessThanOrEqual(MAX_COST)
    // The default is the largest hundred that fits: another hundred would not.
    const bigger = parse(
      print(sent).replace(
        'activities(after: $after)',
        `activities(after: $after, first: ${DEFAULT_ACTIVITY_PAGE + 100})`,
      ),
    )
    expect(operationCost(schema, bigger, { city: 'london' }) as number).toBeGreaterThan(MAX_COST)
  })

  it('prices @include by the request variables', () => {
    const query = 'query ($all: Boolean!) { cities { city cityName @include(if: $all) } }'
    expect(cost(query, { all: false })).toBe(101)
    expect(cost(query, { all: true })).toBe(201)
  })

  it('leaves bad variables to execution (null), and refuses a fragment bomb', () => {
    expect(cost('query ($c: String!) { city(city: $c) { city } }', {})).toBeNull()
    let bomb = 'fragment F0 on City { city }'
    let spreads = '...F0'
    for (let i = 1; i <= 20; i += 1) {
      bomb += ` fragment F${i} on City { ...F${i - 1} ...F${i - 1} }`
      spreads = `...F${i}`
    }
    const refused = cost(`{ cities { ${spreads} } } ${bomb}`)
    expect(refused).toMatchObject({ extensions: { code: 'QUERY_TOO_COSTLY' } })
  })

  const operations = Object.entries(documents)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => [name, document as DocumentNode] as const)
    .filter(([, document]) =>
      document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    )

  it.each(operations)('%s, a client operation, is under the limit', (_, document) => {
    // Every variable any operation needs, each @include on: the operation's highest price.
    const price = operationCost(schema, document, {
      city: 'london',
      id: '1',
      activityId: '1',
      variant: 'VENUE',
      testimonialType: 'CUSTOMER',
      hideCopyPrices: false,
      listingCity: 'london',
      withListing: true,
      activitiesCity: 'london',
      withActivities: true,
      withCities: true,
      venueCountAddress: 'London',
      withVenueCount: true,
      type: 'CUSTOMER',
      addresses: ['London'],
      north: 1,
      south: 0,
      east: 1,
      west: 0,
      input: { _id: 'x' },
      activityType: 'yoga',
      body: 'terms.customer',
      updated: 'terms.customer.updated',
    })
    expect(typeof price).toBe('number')
    expect(price as number).toBeLessThanOrEqual(MAX_COST)
  })
})
