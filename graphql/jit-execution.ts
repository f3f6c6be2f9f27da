import { getDocumentString } from '@envelop/core'
// Aliased: envelop's use* plugin factories are not React hooks (react-hooks/rules-of-hooks).
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit'
import type { ExecutionArgs, ExecutionResult, OperationDefinitionNode } from 'graphql'
import { createGraphQLError, type Plugin } from 'graphql-yoga'
import { CompiledQueryCache } from './compiled-query-cache'
import { isOwnOperationText } from './own-operations'

/** What yoga puts in every request's context beside ours: the request's GraphQL parameters. */
interface YogaParams {
  params?: { query?: string }
}

function soleOperation(args: ExecutionArgs): OperationDefinitionNode | undefined {
  const operations = args.document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  )
  return operations.length === 1 ? operations[0] : undefined
}

/**
 * Whether an execution is one of the app's own operations, sent as the app sends it: only
 * those are compiled, so the compiled queries are a small known set whatever anyone posts.
 * The operation name must be absent or the document's own: the plugin keeps a compilation
 * failure (an unknown name) for the document, and would then answer it to good requests too.
 */
export function isCompilable(args: ExecutionArgs): boolean {
  const text =
    getDocumentString(args.document) ?? (args.contextValue as YogaParams | undefined)?.params?.query
  if (!isOwnOperationText(text)) return false
  const operation = soleOperation(args)
  return (
    operation !== undefined &&
    (args.operationName == null || args.operationName === operation.name?.value)
  )
}

type Execute = (args: ExecutionArgs) => unknown

/**
 * A result with errors and no `data` means the variables were refused before anything ran:
 * yoga's executor marks those 400 (GraphQL over HTTP), and so do we. graphql-jit's errors are
 * frozen, so each is made again with the status.
 */
function refusedVariablesAnswer400(execute: Execute): Execute {
  const answer = (result: unknown) => {
    const { errors } = result as ExecutionResult
    if (!errors?.length || 'data' in (result as object)) return result
    return {
      ...(result as object),
      errors: errors.map((error) =>
        createGraphQLError(error.message, {
          extensions: { ...error.extensions, http: { status: 400 } },
        }),
      ),
    }
  }
  return (args) => {
    const result = execute(args)
    return typeof (result as PromiseLike<unknown> | null)?.then === 'function'
      ? (result as PromiseLike<unknown>).then(answer)
      : answer(result)
  }
}

/**
 * Executes the app's own operations with graphql-jit: each is compiled once into a function
 * that resolves and completes its fields without graphql-js's per-field generic work. Anything
 * else (ad-hoc queries, introspection) runs through yoga's executor. Operations reach execution
 * only after validation, the limits and the cost limit, so only valid operations are compiled.
 * Install first: plugins after it (execution bounds) wrap what it sets.
 */
export function jitExecutionPlugin(cache = new CompiledQueryCache()): Plugin {
  const jit = graphqlJitPlugin(
    // Resolver errors keep their own stack; jit need not capture another for each error.
    { disablingCapturingStackErrors: true },
    { enableIf: isCompilable, cache },
  )
  return {
    onExecute(payload) {
      return jit.onExecute?.({
        ...payload,
        setExecuteFn: (execute) =>
          payload.setExecuteFn(refusedVariablesAnswer400(execute) as typeof execute),
      })
    },
  }
}
