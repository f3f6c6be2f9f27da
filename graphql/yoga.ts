import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions'
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases'
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth'
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives'
// Aliased: yoga's use* plugin factories are not React hooks (react-hooks/rules-of-hooks).
import { useCSRFPrevention as csrfPreventionPlugin } from '@graphql-yoga/plugin-csrf-prevention'
import { useDisableIntrospection as disableIntrospectionPlugin } from '@graphql-yoga/plugin-disable-introspection'
import type { GraphQLError, ValidationContext } from 'graphql'
import {
  createYoga,
  type Plugin,
  type YogaServerInstance,
  type YogaServerOptions,
} from 'graphql-yoga'
import type { Database } from '@/server/db/client'
import { createContext, type GraphQLContext } from './context'
import { costLimitPlugin } from './cost-limit'
import { detailOnlyFieldsPlugin } from './detail-only-fields'
import { executionBoundsPlugin, type ExecutionBounds } from './execution-bounds'
import { mapSearchExecutorPlugin } from './map-search-executor'
import { MAX_ALIASES, MAX_BODY_BYTES, MAX_COST, MAX_DEPTH, MAX_DIRECTIVES } from './limits'
import { requestBudgetPlugins, type RequestBudgetOptions } from './request-budget'
import { requestErrorStatusPlugin } from './request-error-status'
import { schema } from './schema'
import { maskErrorsExceptUnavailable } from './service-unavailable'
import { tokenLimitPlugin } from './token-limit'

/**
 * Any one of these headers marks a request as sent by script (so a browser preflighted it if
 * cross-site). JSON POSTs need none: `content-type: application/json` already forces a
 * preflight. GETs and form-encoded, multipart or text/plain POSTs (what a cross-site <form> or
 * <img> can send with the visitor's cookies) must carry one, else they get 403 'Required CSRF
 * header(s) not present' before anything runs. 'apollo-require-preflight' is what Apollo
 * Client sends for the same purpose.
 */
export const CSRF_HEADERS = ['x-graphql-csrf', 'x-graphql-yoga-csrf', 'apollo-require-preflight']

/**
 * graphql-armor throws its rejections out of `validate` by default, which yoga answers with
 * status 200; reported through the validation context instead they are ordinary validation
 * errors: 400 GRAPHQL_VALIDATION_FAILED (request-error-status.ts), never 500.
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => context?.reportError(error),
  ],
}

export interface MoveYogaOptions {
  /** The database, or a function that resolves it per request (the route: getDatabase). */
  db: Database | (() => Promise<Database>)
  /** Production hardening (no introspection, no field suggestions, no GraphiQL). Default: NODE_ENV === 'production'. */
  production?: boolean
  /** Introspection on or off. Default: on outside production; in production only with GRAPHQL_INTROSPECTION=true. */
  introspection?: boolean
  /** Whether a request is in preview mode (drafts visible). Default: never. */
  isPreview?: (request: Request) => boolean | Promise<boolean>
  /**
   * Origins allowed to call cross-origin (CORS). Default: GRAPHQL_CORS_ORIGINS (comma
   * separated), else none: same-origin only.
   */
  corsOrigins?: string[]
  /** Default '/graphql'. */
  graphqlEndpoint?: string
  /** yoga's logger (unexpected errors are logged there). Default true. */
  logging?: boolean
  /** Largest cost of an operation (default MAX_COST); tests lower it. */
  maxCost?: number
  /**
   * The per-address 'graphql' budget (request-budget.ts): on by default, with the process's
   * limiter; `false` turns it off (tests that send hundreds of requests as one address).
   */
  requestBudget?: RequestBudgetOptions | false
  /** Time and response size limits (defaults MAX_EXECUTION_MS, MAX_RESPONSE_BYTES); tests lower them. */
  executionBounds?: ExecutionBounds
  /**
   * The Fetch API classes yoga works with. Default: the platform's Response, which Next's route
   * handlers need. graphql/node-request-handler.ts, which answers Node's own request, passes
   * @whatwg-node/node-fetch's, which read and write Node's streams without web streams.
   */
  fetchAPI?: YogaServerOptions<object, GraphQLContext>['fetchAPI']
}

export type MoveYoga = YogaServerInstance<object, GraphQLContext>

/**
 * The Move GraphQL server: the schema (every list bounded), error masking, graphql-armor
 * limits, a cost limit priced by list maxima, a per-address budget charged by that cost,
 * detail-only fields, time and response size limits, CSRF prevention and (in production) no
 * introspection. Used by app/graphql/route.ts, the integration tests and the
 * benchmark; call `yoga.fetch(request)` or `yoga.handleRequest(request, {})`.
 */
export function createMoveYoga(options: MoveYogaOptions): MoveYoga {
  const production = options.production ?? process.env.NODE_ENV === 'production'
  const introspection =
    options.introspection ?? (!production || process.env.GRAPHQL_INTROSPECTION === 'true')
  const corsOrigins =
    options.corsOrigins ??
    (process.env.GRAPHQL_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
  const getDb =
    typeof options.db === 'function' ? options.db : () => Promise.resolve(options.db as Database)
  const isPreview = options.isPreview ?? (() => false)

  const budget =
    options.requestBudget === false ? null : requestBudgetPlugins(options.requestBudget)
  const plugins: Plugin[] = [
    // First: every request is charged before anything else looks at it.
    ...(budget ? [budget.onArrival] : []),
    mapSearchExecutorPlugin(),
    // After the map search executor, so that its executions are timed and measured too.
    executionBoundsPlugin(options.executionBounds),
    costLimitPlugin(options.maxCost ?? MAX_COST),
    // After the cost limit, whose price it charges.
    ...(budget ? [budget.byCost] : []),
    csrfPreventionPlugin({ requestHeaders: CSRF_HEADERS }),
    tokenLimitPlugin(),
    maxDepthPlugin({
      n: MAX_DEPTH,
      flattenFragments: true,
      ignoreIntrospection: true,
      ...reportAsValidationError,
    }),
    maxAliasesPlugin({ n: MAX_ALIASES, ...reportAsValidationError }),
    maxDirectivesPlugin({ n: MAX_DIRECTIVES, ...reportAsValidationError }),
    detailOnlyFieldsPlugin(),
    requestErrorStatusPlugin(),
  ]
  if (!introspection) plugins.push(disableIntrospectionPlugin())
  if (production) plugins.push(blockFieldSuggestionsPlugin())

  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: options.graphqlEndpoint ?? '/graphql',
    fetchAPI: options.fetchAPI ?? { Response },
    context: async ({ request }) =>
      createContext({ db: await getDb(), preview: await isPreview(request), request }),
    plugins,
    // Unexpected errors become 'Unexpected error.' with no stack; GraphQLErrors we throw
    // (BAD_USER_INPUT, NOT_FOUND) pass, and a database outage is SERVICE_UNAVAILABLE (503).
    // Details only under `npm run dev`.
    maskedErrors: {
      isDev: !production && process.env.NODE_ENV === 'development',
      maskError: maskErrorsExceptUnavailable,
    },
    graphiql: !production,
    landingPage: false,
    multipart: false,
    maxRequestBodySize: MAX_BODY_BYTES,
    cors: corsOrigins.length > 0 ? { origin: corsOrigins, credentials: false } : false,
    logging: options.logging ?? true,
  })
}
