import {
  GraphQLError,
  Kind,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql'
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity'
import type { Plugin } from 'graphql-yoga'
import { boundExceeded } from './errors'
import { DATABASE_FIELD_COSTS, MAX_COST, VENUE_COUNT_COST_PER_ADDRESS } from './limits'
import { listMaximum } from './list-bounds'

/**
 * How many items a list field can return: a paged list (one with a `first` argument, e.g.
 * ActivitiesResult.activities) its page, at most its maximum; any other list its maximum.
 */
function pageSize(max: number, args: Record<string, unknown>): number {
  const first = args.first
  return typeof first === 'number' && Number.isInteger(first) && first >= 0
    ? Math.min(first, max)
    : max
}

/**
 * What a field can cost at most: 1, plus its selection; a list field its page or maximum
 * (LIST_MAXIMA) times its item's selection. So a query is priced by the largest result it could
 * ever produce, which is what its time and response size follow. Fields whose resolver runs
 * SQL of its own add their DATABASE_FIELD_COSTS (venueCountsAround: per address).
 */
export const listCostEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const max = listMaximum(field)
  const own =
    max === undefined ? 1 + childComplexity : 1 + pageSize(max, args) * Math.max(1, childComplexity)
  const coordinate = `${type.name}.${field.name}`
  if (coordinate === 'Query.venueCountsAround') {
    const addresses = Array.isArray(args.addresses) ? args.addresses.length : 0
    return own + VENUE_COUNT_COST_PER_ADDRESS * Math.min(addresses, max ?? addresses)
  }
  return own + (DATABASE_FIELD_COSTS[coordinate] ?? 0)
}

/** graphql-query-complexity's message when a document's fragments fan out past its node budget. */
const TOO_MANY_NODES = /maximum allowed number of nodes/

function namedOperation(document: DocumentNode, name: string | null | undefined) {
  if (!name) return undefined
  return document.definitions.some(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  )
    ? name
    : undefined
}

/** Whether an @include/@skip takes a variable: only then can the cost change with variables. */
function costDependsOnVariables(document: DocumentNode): boolean {
  let depends = false
  visit(document, {
    Directive(directive) {
      if (directive.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) {
        depends = true
      }
    },
  })
  return depends
}

/**
 * An operation's cost (listCostEstimator), or an error: refused (too many nodes, unpriceable)
 * or, for a GraphQLError from coercing variables or arguments, null to let execution report it.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): number | GraphQLError | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName: namedOperation(document, operationName),
      estimators: [listCostEstimator],
    })
  } catch (error) {
    if (error instanceof GraphQLError && !TOO_MANY_NODES.test(error.message)) return null
    return boundExceeded(
      'QUERY_TOO_COSTLY',
      'This query could not be priced: it repeats its fragments too often. Ask for less.',
      400,
    )
  }
}

/** The price of each execution that passed the cost limit, by its context (request-budget.ts). */
const pricedCosts = new WeakMap<object, number>()

/** What the cost limit priced this execution at, or undefined (unpriced, or refused). */
export function pricedCost(context: object): number | undefined {
  return pricedCosts.get(context)
}

/**
 * Refuses, before it runs, an operation whose cost is over `maxCost`, with QUERY_TOO_COSTLY
 * and status 400. Priced per execution rather than as a validation rule: yoga caches
 * validation by document, and a variable in @include can change the price. A document without
 * one (every page operation) is priced once.
 */
export function costLimitPlugin(maxCost: number = MAX_COST): Plugin {
  const fixedCosts = new WeakMap<DocumentNode, Map<string, number | GraphQLError>>()
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, variableValues, operationName } = args
      let cost: number | GraphQLError | null
      const byName = fixedCosts.get(document)
      const cached = byName?.get(operationName ?? '')
      if (cached !== undefined) {
        cost = cached
      } else {
        cost = operationCost(schema, document, variableValues, operationName)
        // Not a null: bad variables now say nothing of the price with good ones later.
        if (cost !== null && !costDependsOnVariables(document)) {
          const map = byName ?? new Map()
          map.set(operationName ?? '', cost)
          fixedCosts.set(document, map)
        }
      }
      if (cost instanceof GraphQLError) {
        setResultAndStopExecution({ errors: [cost] })
      } else if (cost !== null && cost <= maxCost) {
        pricedCosts.set(args.contextValue as object, cost)
      } else if (cost !== null) {
        setResultAndStopExecution({
          errors: [
            boundExceeded(
              'QUERY_TOO_COSTLY',
              `This query is too costly: it could return ${cost.toLocaleString('en-GB')} ` +
                `values, and the limit is ${maxCost.toLocaleString('en-GB')}. Ask for fewer ` +
                `fields, or for big lists (activities, timeslots) once rather than under aliases.`,
              400,
            ),
          ],
        })
      }
    },
  }
}
