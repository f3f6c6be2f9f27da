/**
 * What the main thread (server/http/assignments-thread.mjs) and the assignments thread
 * (./assignments-thread.ts) send each other.
 */
import type { ExperimentEvaluator } from '@/lib/experiments/assign'

export const ASSIGNMENTS_PATH = '/api/experiments'

export interface AssignmentsThreadData {
  port: number
  host: string
  /** The headers next.config.js gives the path (from the build's routes manifest). */
  headers: { key: string; value: string }[]
}

/** Main → thread: an evaluator's inputs (sent whenever they change), or stop listening. */
export type AssignmentsThreadMessage =
  ({ type: 'evaluator' } & Pick<ExperimentEvaluator, 'definitions' | 'pages'>) | { type: 'close' }

/** Thread → main: listening, or why it could not; closed once asked to close. */
export type AssignmentsThreadReport =
  { type: 'listening' } | { type: 'failed'; message: string } | { type: 'closed' }
