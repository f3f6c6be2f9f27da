import type { ExecutionArgs, ExecutionResult } from 'graphql'
import type { Plugin } from 'graphql-yoga'
import type { GraphQLContext } from './context'
import { boundExceeded } from './errors'
import { MAX_EXECUTION_MS, MAX_RESPONSE_BYTES } from './limits'

export interface ExecutionBounds {
  /** Longest an execution may run (default MAX_EXECUTION_MS). */
  maxExecutionMs?: number
  /** Largest response body in bytes of JSON (default MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number
}

type Stringify = (value: unknown) => string
type SerialisableResult = ExecutionResult & { stringify?: Stringify }

function executionTimeout(ms: number) {
  return boundExceeded(
    'EXECUTION_TIMEOUT',
    `This query took longer than ${(ms / 1000).toLocaleString('en-GB')} s and was stopped. ` +
      'Try again shortly, or ask for less.',
    503,
  )
}

function responseTooLarge(bytes: number, max: number) {
  return boundExceeded(
    'RESPONSE_TOO_LARGE',
    `The response would be ${bytes.toLocaleString('en-GB')} bytes, over the limit of ` +
      `${max.toLocaleString('en-GB')}. Ask for fewer fields or smaller lists.`,
    400,
  )
}

/**
 * Measures a result's JSON and, when the result has no serialiser of its own, keeps the JSON
 * made for measuring as its serialiser's answer (yoga's result processor uses
 * `result.stringify` in place of JSON.stringify), so it is made once.
 */
function measure(result: SerialisableResult): number {
  if (typeof result.stringify === 'function') {
    return Buffer.byteLength(result.stringify(result))
  }
  const json = JSON.stringify(result)
  Object.defineProperty(result, 'stringify', {
    value: (value: unknown) => (value === result ? json : JSON.stringify(value)),
    configurable: true,
  })
  return Buffer.byteLength(json)
}

/**
 * Ends an execution that runs over its time with EXECUTION_TIMEOUT (503): the executor gets an
 * AbortSignal (yoga's executor stops between fields, the caller's hang-up included) and the
 * answer does not wait for a resolver that never settles. A result whose JSON is over the size
 * limit becomes RESPONSE_TOO_LARGE (400). Install after any plugin that replaces the executor.
 */
export function executionBoundsPlugin(bounds: ExecutionBounds = {}): Plugin {
  const maxMs = bounds.maxExecutionMs ?? MAX_EXECUTION_MS
  const maxBytes = bounds.maxResponseBytes ?? MAX_RESPONSE_BYTES
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args: ExecutionArgs & { signal?: AbortSignal }) => {
        const timeout = new AbortController()
        const timer = setTimeout(() => timeout.abort(executionTimeout(maxMs)), maxMs)
        const requestSignal = (args.contextValue as GraphQLContext | undefined)?.request?.signal
        const signal = requestSignal
          ? AbortSignal.any([requestSignal, timeout.signal])
          : timeout.signal
        const timedOut = new Promise<ExecutionResult>((resolve) => {
          timeout.signal.addEventListener(
            'abort',
            () => resolve({ errors: [timeout.signal.reason] }),
            { once: true },
          )
        })
        try {
          // yoga's executor (@graphql-tools/executor) reads `signal` from its arguments.
          const signalled = { ...args, signal } as ExecutionArgs
          const result = await Promise.race([executeFn(signalled), timedOut])
          if (timeout.signal.aborted) return { errors: [timeout.signal.reason] }
          return result
        } catch (error) {
          if (timeout.signal.aborted) return { errors: [timeout.signal.reason] }
          throw error
        } finally {
          clearTimeout(timer)
        }
      })
      return {
        onExecuteDone({ result, setResult }) {
          if (!result || Symbol.asyncIterator in result) return
          const bytes = measure(result as SerialisableResult)
          if (bytes > maxBytes) setResult({ errors: [responseTooLarge(bytes, maxBytes)] })
        },
      }
    },
  }
}
