/** @jest-environment node */
import { schema } from '@/graphql/schema'
import { possibleTypesOf } from '@/lib/apollo/possible-types'

describe('possibleTypesOf', () => {
  it('lists every union of the API with its members', () => {
    const sorted = Object.fromEntries(
      Object.entries(possibleTypesOf(schema)).map(([name, members]) => [name, [...members].sort()]),
    )
    expect(sorted).toEqual({
      LandingPage: ['PartnerPage', 'ProductPage', 'VenuePage'],
      DocumentBlock: ['List', 'Text'],
      TextContent: ['Document', 'Text'],
    })
  })
})
