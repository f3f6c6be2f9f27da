import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  defaultFieldResolver,
  execute as graphqlExecute,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isLeafType,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import type { Plugin } from 'graphql-yoga'
import type { GraphQLContext } from './context'
import type { QuerySearchActivitiesArgs } from './generated/resolvers-types'
import { searchActivities } from './resolvers/search'
import { cachedActivityJson } from './map-search-json-cache'
import { isCappedPropertyResolver, listMaximum } from './list-bounds'

/**
 * A specialised executor for the map's pin search, the API's one hot path.
 *
 * graphql-js spends about 0.4 µs on every field it completes (resolve info, argument
 * coercion, promise checks); a search returns hundreds of activities of ten fields each, so
 * generic execution costs far more than the search itself. When an operation is exactly one
 * `searchActivities` field whose selection only reads plain properties (leaf fields with the
 * default resolver, `venue { … }` and `__typename`), this compiles the selection once per
 * document into a projection and builds the same result graphql-js would, field for field.
 *
 * Anything else (other root fields, fragment spreads, directives, arguments on sub-fields,
 * timeslots or description, a null in a non-null field, any error) goes to the normal executor,
 * which then produces the response, errors included. Every call runs the real search.
 *
 * Serialising the response was the other half of the cost (bench:search, over HTTP): the result
 * carries its own `stringify`, which yoga's result processor uses in place of JSON.stringify, and
 * which joins each activity's JSON under the plan's selection, made once per snapshot object
 * (map-search-json-cache.ts). `data` is still there, built on first read, for anything else.
 *
 * graphql-jit was measured in its place and cost the search twice the server CPU per request:
 * docs/decisions/0024-graphql-execution-fast-path.md.
 */

type Projection = (parent: Record<string, unknown>) => Record<string, unknown>

interface Plan {
  operation: OperationDefinitionNode
  field: GraphQLField<unknown, unknown>
  fieldNode: FieldNode
  responseKey: string
  project: Projection
}

/** Thrown inside a projection when a value needs graphql-js's handling (null in non-null, …). */
class Bail extends Error {}

const NO_PLAN = null
const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>()

type Serialize = (value: unknown) => unknown

/**
 * The built-in scalars' serialisers, short-circuited for the values the snapshot holds (what
 * graphql-js would return for them, checked by the integration tests); anything else goes to
 * the scalar's own serialize, which also throws where graphql-js would.
 */
function serializerFor(type: GraphQLLeafType): Serialize {
  const slow = (value: unknown) => type.serialize(value)
  switch (type.name) {
    case 'ID':
      return (value) =>
        typeof value === 'string' ? value : Number.isInteger(value) ? String(value) : slow(value)
    case 'String':
      return (value) => (typeof value === 'string' ? value : slow(value))
    case 'Float':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : slow(value))
    case 'Int':
      return (value) =>
        Number.isInteger(value) && Math.abs(value as number) <= 2147483647 ? value : slow(value)
    case 'Boolean':
      return (value) => (typeof value === 'boolean' ? value : slow(value))
    default:
      return slow
  }
}

type Step =
  | { kind: 'typename'; key: string; value: string }
  | {
      kind: 'leaf'
      key: string
      prop: string
      nonNull: boolean
      list: boolean
      itemNonNull: boolean
      /** A list's hard maximum (LIST_MAXIMA): longer values are cut, as the schema does. */
      max: number
      serialize: Serialize
    }
  | { kind: 'object'; key: string; prop: string; nonNull: boolean; project: Projection }

/** The steps of a selection on `type`, or null when it needs the general executor. */
function compileSelection(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  nested: Record<string, GraphQLObjectType>,
  steps: Step[] = [],
): Step[] | null {
  for (const selection of selectionSet.selections) {
    if (selection.directives?.length) return null
    if (selection.kind === 'InlineFragment') {
      if (selection.typeCondition && selection.typeCondition.name.value !== type.name) return null
      if (!compileSelection(type, selection.selectionSet, nested, steps)) return null
      continue
    }
    if (selection.kind !== 'Field') return null
    const name = selection.name.value
    const key = selection.alias?.value ?? name
    if (name === '__typename') {
      steps.push({ kind: 'typename', key, value: type.name })
      continue
    }
    const field = type.getFields()[name]
    if (!field || field.args.length > 0 || selection.arguments?.length) return null
    const nullable = getNullableType(field.type)
    const nonNull = field.type instanceof GraphQLNonNull
    const nestedType = nested[name]
    if (nestedType) {
      // Only the object this plan knows is already on the parent (the snapshot's venue).
      if (!selection.selectionSet || getNamedType(field.type) !== nestedType) return null
      if (steps.some((step) => step.key === key)) return null // merged sub-selections
      const inner = compileSelection(nestedType, selection.selectionSet, {})
      if (!inner) return null
      steps.push({ kind: 'object', key, prop: name, nonNull, project: toProjection(inner) })
      continue
    }
    if (
      field.resolve !== undefined &&
      field.resolve !== defaultFieldResolver &&
      !isCappedPropertyResolver(field.resolve)
    )
      return null
    const named = getNamedType(field.type)
    if (!isLeafType(named) || selection.selectionSet) return null
    if (nullable instanceof GraphQLList) {
      if (getNullableType(nullable.ofType) instanceof GraphQLList) return null
      steps.push({
        kind: 'leaf',
        key,
        prop: name,
        nonNull,
        list: true,
        itemNonNull: nullable.ofType instanceof GraphQLNonNull,
        max: listMaximum(field) ?? Infinity,
        serialize: serializerFor(named),
      })
    } else {
      steps.push({
        kind: 'leaf',
        key,
        prop: name,
        nonNull,
        list: false,
        itemNonNull: false,
        max: Infinity,
        serialize: serializerFor(named),
      })
    }
  }
  return steps
}

function toProjection(steps: Step[]): Projection {
  return (parent) => {
    const out: Record<string, unknown> = {}
    for (const step of steps) {
      if (step.kind === 'typename') {
        out[step.key] = step.value
        continue
      }
      const value = parent[step.prop]
      if (value === null || value === undefined) {
        if (step.nonNull) throw new Bail()
        out[step.key] = null
        continue
      }
      if (step.kind === 'object') {
        out[step.key] = step.project(value as Record<string, unknown>)
      } else if (step.list) {
        if (!Array.isArray(value)) throw new Bail()
        const items = value.length > step.max ? value.slice(0, step.max) : value
        out[step.key] = items.map((item: unknown) => {
          if (item === null || item === undefined) {
            if (step.itemNonNull) throw new Bail()
            return null
          }
          return step.serialize(item)
        })
      } else {
        out[step.key] = step.serialize(value)
      }
    }
    return out
  }
}

function findOperation(document: DocumentNode, operationName: string | null | undefined) {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  )
  if (operationName) return operations.find((operation) => operation.name?.value === operationName)
  // Several operations and no name is an error graphql-js reports.
  return operations.length === 1 ? operations[0] : undefined
}

function compilePlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): Plan | null {
  const operation = findOperation(document, operationName)
  if (!operation || operation.operation !== 'query' || operation.directives?.length) return NO_PLAN
  const [root, ...rest] = operation.selectionSet.selections
  if (!root || rest.length > 0 || root.kind !== 'Field' || root.name.value !== 'searchActivities')
    return NO_PLAN
  if (root.directives?.length || !root.selectionSet) return NO_PLAN
  const queryType = schema.getQueryType()
  const field = queryType?.getFields().searchActivities
  const activity = schema.getType('Activity')
  const venue = schema.getType('Venue')
  if (!field || !(activity instanceof GraphQLObjectType) || !(venue instanceof GraphQLObjectType))
    return NO_PLAN
  const steps = compileSelection(activity, root.selectionSet, { venue })
  if (!steps) return NO_PLAN
  const project = toProjection(steps)
  return {
    operation,
    field,
    fieldNode: root,
    responseKey: root.alias?.value ?? root.name.value,
    project,
  }
}

function planFor(args: ExecutionArgs): Plan | null {
  let byName = plans.get(args.document)
  if (!byName) {
    byName = new Map()
    plans.set(args.document, byName)
  }
  const name = args.operationName ?? ''
  let plan = byName.get(name)
  if (plan === undefined) {
    plan = compilePlan(args.schema, args.document, args.operationName)
    byName.set(name, plan)
  }
  return plan
}

/**
 * An execution result whose JSON is already made. `data` is built from the same rows when first
 * read; `stringify` (non-enumerable, so JSON.stringify(result) is the usual shape) answers the
 * made JSON only while the result is as the map search executor left it: if a plugin replaced `data` or
 * added errors or extensions, it stringifies what is there.
 */
function serializedResult(
  plan: Plan,
  rows: Array<Record<string, unknown>>,
  json: string,
): ExecutionResult {
  let data: ExecutionResult['data']
  let replaced = false
  const result: ExecutionResult = {}
  Object.defineProperty(result, 'data', {
    enumerable: true,
    configurable: true,
    get: () => (data ??= { [plan.responseKey]: rows.map(plan.project) }),
    set: (value: ExecutionResult['data']) => {
      data = value
      replaced = true
    },
  })
  Object.defineProperty(result, 'stringify', {
    value: (value: unknown) =>
      value === result && !replaced && !result.errors && !result.extensions
        ? json
        : JSON.stringify(value),
  })
  return result
}

/** Whether an operation runs on the map search executor (tests and diagnostics). */
export function usesMapSearchExecutor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): boolean {
  return planFor({ schema, document, operationName }) !== null
}

/** The plan of `document`'s operation when the map search executor can run it, else null. */
export function mapSearchPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): MapSearchPlan | null {
  return planFor({ schema, document, operationName })
}

export type MapSearchPlan = Plan

/** Needs graphql-js: its variables or arguments do not coerce, or a row does not project. */
const NEEDS_GRAPHQL_JS = null

/**
 * The search's rows and their JSON under `plan`, or NEEDS_GRAPHQL_JS when graphql-js must run
 * the operation (it then reports what is wrong). A rejected promise is the search's own error.
 */
export function runMapSearch(
  schema: GraphQLSchema,
  plan: MapSearchPlan,
  variableValues: Record<string, unknown> | null | undefined,
  context: GraphQLContext,
): Promise<{ rows: Array<Record<string, unknown>>; json: string } | null> {
  const variables = getVariableValues(
    schema,
    plan.operation.variableDefinitions ?? [],
    variableValues ?? {},
    { maxErrors: 1 },
  )
  if (variables.errors) return Promise.resolve(NEEDS_GRAPHQL_JS)
  let fieldArgs: QuerySearchActivitiesArgs
  try {
    fieldArgs = getArgumentValues(
      plan.field,
      plan.fieldNode,
      variables.coerced,
    ) as QuerySearchActivitiesArgs
  } catch {
    return Promise.resolve(NEEDS_GRAPHQL_JS)
  }
  // One promise step on the hot path (no async function around it).
  return searchActivities(fieldArgs, context).then((activities) => {
    const rows = activities as unknown as Array<Record<string, unknown>>
    try {
      const json = rows
        .map((row) => cachedActivityJson(plan, row, () => JSON.stringify(plan.project(row))))
        .join(',')
      return { rows, json: `{"data":{${JSON.stringify(plan.responseKey)}:[${json}]}}` }
    } catch {
      return NEEDS_GRAPHQL_JS
    }
  })
}

/**
 * Executes `args` through the map search executor when it applies, else through `fallback`
 * (graphql-js's execute, or whatever executor yoga was given).
 */
export function executeMapSearch(
  args: ExecutionArgs,
  fallback: (args: ExecutionArgs) => ReturnType<typeof graphqlExecute> = graphqlExecute,
): ReturnType<typeof graphqlExecute> {
  const plan = planFor(args)
  if (!plan || args.fieldResolver || args.typeResolver) return fallback(args)
  return runMapSearch(
    args.schema,
    plan,
    args.variableValues,
    args.contextValue as GraphQLContext,
  ).then(
    (answer): ExecutionResult | Promise<ExecutionResult> =>
      answer ? serializedResult(plan, answer.rows, answer.json) : fallback(args),
    () => fallback(args),
  )
}

/** The yoga/envelop plugin installing the map search executor in front of the configured executor. */
export function mapSearchExecutorPlugin(): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => executeMapSearch(args, executeFn))
    },
  }
}
