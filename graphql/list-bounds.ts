import {
  GraphQLObjectType,
  defaultFieldResolver,
  getNullableType,
  isListType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql'
import { LIST_MAXIMA } from './limits'

/** The extension key holding a list field's maximum (the cost limit and the fast path read it). */
export const LIST_MAXIMUM = 'listMaximum'

/** A list field's hard maximum, or undefined when the field is not a list. */
export function listMaximum(field: GraphQLField<unknown, unknown>): number | undefined {
  const value = field.extensions[LIST_MAXIMUM]
  return typeof value === 'number' ? value : undefined
}

/** Resolvers that read a plain property then cut it: the fast path may read the property itself. */
const cappedPropertyResolvers = new WeakSet<GraphQLFieldResolver<unknown, unknown>>()

export function isCappedPropertyResolver(resolve: unknown): boolean {
  return typeof resolve === 'function' && cappedPropertyResolvers.has(resolve as never)
}

function cut(value: unknown, max: number): unknown {
  return Array.isArray(value) && value.length > max ? value.slice(0, max) : value
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function'
}

/**
 * Gives every list field of `schema` its LIST_MAXIMA entry: a longer result is cut to it, and
 * the maximum is recorded on the field for the cost limit. Throws when a list field has no
 * maximum, so a new list cannot ship unbounded. Mutates and returns the schema (built once).
 */
export function boundListFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue
      const coordinate = `${type.name}.${field.name}`
      const max = (LIST_MAXIMA as Record<string, number>)[coordinate]
      if (max === undefined) {
        throw new Error(`${coordinate} is a list without a maximum: add it to LIST_MAXIMA.`)
      }
      const resolve = field.resolve ?? defaultFieldResolver
      const bounded: GraphQLFieldResolver<unknown, unknown> = (parent, args, context, info) => {
        const value = resolve(parent, args, context, info)
        return isPromiseLike(value)
          ? Promise.resolve(value).then((v) => cut(v, max))
          : cut(value, max)
      }
      if (resolve === defaultFieldResolver) cappedPropertyResolvers.add(bounded)
      field.resolve = bounded
      field.extensions = { ...field.extensions, [LIST_MAXIMUM]: max }
    }
  }
  return schema
}
