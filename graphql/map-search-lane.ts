import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse as parseOnly, type DocumentNode, type GraphQLSchema } from 'graphql'
import { isDraftModeRequest } from '@/lib/preview/draft-mode-cookie'
import type { Database } from '@/server/db/client'
import { chargeRate, type RateLimiter } from '@/server/security/rate-limit'
import { createContext } from './context'
import { operationCost } from './cost-limit'
import { MAX_COST, MAX_RESPONSE_BYTES, MAX_TOKENS } from './limits'
import { mapSearchPlan, runMapSearch, type MapSearchPlan } from './map-search-executor'
import { arrivalRefusal, extraPointsForCost } from './request-budget'
import type { MoveYoga } from './yoga'

/**
 * The map's pin search answered without yoga's request pipeline: the API's one hot path, a
 * third of the paid-traffic mix. Under load yoga's per-request work (its Fetch objects, body
 * streams, abort signals, plugin hooks and result processing) cost several times the search
 * itself (bench/RESULTS.md, 2026-12-01).
 *
 * It answers only what it can answer exactly as yoga would: a JSON POST of a query text that
 * yoga's own parse and validation (every plugin's rules) accepted and the map search executor
 * runs, priced within the cost limit, with variables that coerce, outside preview, whose search
 * succeeded. Then it charges the 'graphql' budget as yoga does (a point, and the cost's points)
 * and answers the JSON the executor makes. Anything else goes to yoga, uncharged, which answers
 * it (errors included) as always. Equivalence with yoga is tested request by request.
 */

/** A search's body is about 600 bytes; a larger one goes to yoga without being read here (well under yoga's MAX_BODY_BYTES). */
export const LANE_MAX_BODY_BYTES = 16 * 1024

/** Query texts whose analysis is kept (the app sends one or two; a flood of others evicts). */
const MAX_ANALYSES = 256

/** How long the lane waits for the search before yoga takes over (a database fault). */
const SEARCH_WAIT_MS = 1000

/** The media type yoga answers for each Accept header the lane takes (whitespace removed). */
const ANSWER_TYPES: ReadonlyMap<string, string> = new Map([
  ['', 'application/json'],
  ['*/*', 'application/json'],
  ['application/json', 'application/json'],
  ['application/graphql-response+json', 'application/graphql-response+json'],
  ['application/graphql-response+json,application/json', 'application/graphql-response+json'],
  ['application/graphql-response+json,application/json;q=0.9', 'application/graphql-response+json'],
])

interface Analysis {
  document: DocumentNode
  plan: MapSearchPlan
  /**
   * Points charged after the arrival's one, once known: the price needs variables that coerce,
   * and does not change with them (no directive takes one: the plan has none), as the cost
   * limit keeps it.
   */
  points?: number
}

export interface MapSearchLaneOptions {
  yoga: MoveYoga
  schema: GraphQLSchema
  db: () => Promise<Database>
  previewModeId: string | undefined
  /** Default: the process's limiter. */
  limiter?: RateLimiter
  maxCost?: number
}

/** A JSON POST the lane may read: the parts of it the lane looks at. */
interface LaneRequest {
  body: Buffer
  headers: IncomingMessage['headers']
  answerType: string
}

export interface MapSearchLane {
  /**
   * Whether `req` is a request the lane reads (a small JSON POST to /graphql outside preview):
   * then `answer` must be called with its body.
   */
  reads(req: IncomingMessage): boolean
  /** Answers the search on `res`, or returns false (nothing written) for yoga to answer. */
  answer(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean>
}

function header(headers: IncomingMessage['headers'], name: string): string {
  const value = headers[name]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}

export function createMapSearchLane(options: MapSearchLaneOptions): MapSearchLane {
  const { yoga, schema } = options
  const maxCost = options.maxCost ?? MAX_COST
  const analyses = new Map<string, Analysis | null>()

  function analyse(query: string, operationName: string | undefined): Analysis | null {
    const key = `${operationName ?? ''}\n${query}`
    const kept = analyses.get(key)
    if (kept !== undefined) return kept
    let analysis: Analysis | null = null
    try {
      // A text that does not parse (the token limit's too) never reaches yoga's parse here: its
      // cache would keep the bare syntax error, and yoga's own answer would lose its code and 400.
      parseOnly(query, { maxTokens: MAX_TOKENS })
      // yoga's own parse and validate: its cache, the token limit and every validation rule.
      const { parse, validate } = yoga.getEnveloped({})
      const document = parse(query) as DocumentNode
      const plan = mapSearchPlan(schema, document, operationName)
      if (plan && validate(schema, document).length === 0) analysis = { document, plan }
    } catch {
      analysis = null
    }
    if (analyses.size >= MAX_ANALYSES) analyses.delete(analyses.keys().next().value as string)
    analyses.set(key, analysis)
    return analysis
  }

  function readRequest(req: IncomingMessage, body: Buffer): LaneRequest | null {
    const answerType = ANSWER_TYPES.get(header(req.headers, 'accept').replace(/\s/g, ''))
    return answerType ? { body, headers: req.headers, answerType } : null
  }

  function send(
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body: string,
  ): true {
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) })
    res.end(body)
    return true
  }

  return {
    reads(req) {
      if (req.method !== 'POST' || req.url !== '/graphql') return false
      const type = header(req.headers, 'content-type').toLowerCase().replace(/\s/g, '')
      if (type !== 'application/json' && type !== 'application/json;charset=utf-8') return false
      const length = Number(header(req.headers, 'content-length'))
      if (!Number.isInteger(length) || length <= 0 || length > LANE_MAX_BODY_BYTES) return false
      const cookies = header(req.headers, 'cookie')
      return !isDraftModeRequest(cookies, options.previewModeId)
    },

    async answer(req, res, body) {
      const request = readRequest(req, body)
      if (!request) return false
      let params: unknown
      try {
        params = JSON.parse(body.toString('utf8'))
      } catch {
        return false
      }
      if (typeof params !== 'object' || params === null || Array.isArray(params)) return false
      const { query, operationName, variables, ...rest } = params as Record<string, unknown>
      if (Object.keys(rest).length > 0 || typeof query !== 'string') return false
      if (operationName != null && typeof operationName !== 'string') return false
      if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
        return false
      }
      const analysis = analyse(query, operationName ?? undefined)
      if (!analysis) return false
      if (analysis.points === undefined) {
        const cost = operationCost(
          schema,
          analysis.document,
          variables as Record<string, unknown>,
          operationName as string | undefined,
        )
        // Over the limit, or variables that do not coerce: yoga says what is wrong.
        if (typeof cost !== 'number' || cost > maxCost) return false
        analysis.points = extraPointsForCost(cost)
      }

      const headers = { get: (name: string) => header(request.headers, name) || null }
      let db: Database
      try {
        db = await options.db()
      } catch {
        // The database is not open (yet): yoga answers, with its own error for it.
        return false
      }
      const context = createContext({ db, preview: false })
      let timer: NodeJS.Timeout | undefined
      const answer = await Promise.race([
        runMapSearch(schema, analysis.plan, variables as Record<string, unknown>, context),
        new Promise<null>((resolve) => {
          timer = setTimeout(resolve, SEARCH_WAIT_MS, null)
        }),
      ]).catch(() => null)
      clearTimeout(timer)
      if (!answer || Buffer.byteLength(answer.json) > MAX_RESPONSE_BYTES) return false

      // Charged as yoga charges: a point on arrival, then the cost's points.
      const limiter = options.limiter
      const arrival = await chargeRate({ headers }, 'graphql', { limiter })
      if (!arrival.allowed) {
        const refusal = arrivalRefusal(arrival.retryAfterSeconds)
        return send(res, refusal.status, refusal.headers, refusal.body)
      }
      if (analysis.points > 0) {
        const byCost = await chargeRate({ headers }, 'graphql', {
          limiter,
          points: analysis.points,
        })
        if (!byCost.allowed) {
          // yoga's answer to the same refusal (costRefusal): its body, in the negotiated type.
          const refusal = arrivalRefusal(byCost.retryAfterSeconds)
          return send(
            res,
            refusal.status,
            { ...refusal.headers, 'content-type': `${request.answerType}; charset=utf-8` },
            refusal.body,
          )
        }
      }
      return send(res, 200, { 'content-type': `${request.answerType}; charset=utf-8` }, answer.json)
    },
  }
}
