/**
 * The desk's one-time confirmations, as the server keeps them between a form's POST and the
 * page after it (server/desk/flash.ts). Anything read back that is not one of these is ignored.
 */
import { isErasureProblem, type ErasureProblem } from '../marketing/erasure'
import { isDoneNotice, type DoneNotice } from '../offers/offer-routes'

export type FlashMessage =
  | {
      kind: 'erased'
      leads: number
      events: number
      applications: number
      actions: number
      cspReports: number
    }
  | { kind: 'erasure-problem'; problem: ErasureProblem }
  | { kind: 'application-saved'; id: number }
  | { kind: 'preview-off' }
  | { kind: 'staff-changed'; text: string }
  | { kind: 'account-changed'; text: string }
  /** An experiment saved (or unchanged), with what visitors will notice. */
  | { kind: 'experiment-saved'; key: string; notices: string[] }
  /** An experiment form refused: what was typed comes back with why. */
  | { kind: 'experiment-refused'; key: string; problem: ExperimentProblem; submitted: string }
  /** A page variant added to an experiment, or a winner published: a line to say so. */
  | { kind: 'experiment-changed'; key: string; text: string }
  /** What the offers editor did to a page, announced on its editor once. */
  | { kind: 'offer-done'; pageId: number; done: DoneNotice; revision: number | null }
  /** A text, FAQ or testimonial saved, published or reverted: a line to say so. */
  | { kind: 'content-changed'; text: string }

export const EXPERIMENT_PROBLEMS = ['invalid', 'conflict', 'forbidden'] as const
export type ExperimentProblem = (typeof EXPERIMENT_PROBLEMS)[number]
/** The experiment form's body, as the save handler reads it at most. */
export const MAX_EXPERIMENT_FORM_BYTES = 8 * 1024

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max
const isProblem = (value: unknown): value is ExperimentProblem =>
  (EXPERIMENT_PROBLEMS as readonly unknown[]).includes(value)

const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null

/** The message stored JSON stands for, or null. */
export function parseFlash(value: unknown): FlashMessage | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  switch (v.kind) {
    case 'erased': {
      const [leads, events, applications] = [count(v.leads), count(v.events), count(v.applications)]
      // Older confirmations (before visitor actions and CSP reports were counted) read as 0.
      const [actions, cspReports] = [count(v.actions ?? 0), count(v.cspReports ?? 0)]
      return leads === null ||
        events === null ||
        applications === null ||
        actions === null ||
        cspReports === null
        ? null
        : { kind: 'erased', leads, events, applications, actions, cspReports }
    }
    case 'erasure-problem':
      return isErasureProblem(v.problem) ? { kind: 'erasure-problem', problem: v.problem } : null
    case 'application-saved': {
      const id = count(v.id)
      return id === null ? null : { kind: 'application-saved', id }
    }
    case 'preview-off':
      return { kind: 'preview-off' }
    case 'offer-done': {
      const pageId = count(v.pageId)
      const revision = v.revision === null ? null : count(v.revision)
      return pageId === null || !isDoneNotice(v.done) || (v.revision !== null && revision === null)
        ? null
        : { kind: 'offer-done', pageId, done: v.done, revision }
    }
    case 'staff-changed':
    case 'account-changed':
    case 'content-changed':
      return typeof v.text === 'string' && v.text.length <= 300
        ? { kind: v.kind, text: v.text }
        : null
    case 'experiment-saved':
      return shortText(v.key, 100) &&
        Array.isArray(v.notices) &&
        v.notices.length <= 20 &&
        v.notices.every((notice) => shortText(notice, 300))
        ? { kind: 'experiment-saved', key: v.key, notices: v.notices as string[] }
        : null
    case 'experiment-refused':
      return shortText(v.key, 100) &&
        isProblem(v.problem) &&
        shortText(v.submitted, MAX_EXPERIMENT_FORM_BYTES)
        ? { kind: 'experiment-refused', key: v.key, problem: v.problem, submitted: v.submitted }
        : null
    case 'experiment-changed':
      return shortText(v.key, 100) && shortText(v.text, 300)
        ? { kind: 'experiment-changed', key: v.key, text: v.text }
        : null
    default:
      return null
  }
}
