import { createSchema } from 'graphql-yoga'
import type { GraphQLContext } from './context'
import { typeDefs } from './generated/type-defs'
import { boundListFields } from './list-bounds'
import { resolvers } from './resolvers'

/**
 * The executable schema (graphql/schema.graphql + resolvers), built once per process, every
 * list field bounded by its LIST_MAXIMA entry. The /graphql route (through yoga) and
 * server-side rendering (Apollo's SchemaLink, in-process) both execute it.
 */
export const schema = boundListFields(createSchema<GraphQLContext>({ typeDefs, resolvers }))
