import { isAbstractType, type GraphQLSchema } from 'graphql'

/**
 * Apollo's cache must know which object types each union or interface can be, or fragments on
 * them (`... on ProductPage`) silently drop their fields. Derived from the executable schema,
 * so it can never drift from it.
 */
export function possibleTypesOf(schema: GraphQLSchema): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const type of Object.values(schema.getTypeMap())) {
    if (isAbstractType(type) && !type.name.startsWith('__')) {
      result[type.name] = schema.getPossibleTypes(type).map((member) => member.name)
    }
  }
  return result
}
