/**
 * The desk's one-time confirmations, as the server keeps them between a form's POST and the
 * page after it (server/desk/flash.ts). Anything read back that is not one of these is ignored.
 */
import { isErasureProblem, type ErasureProblem } from '../marketing/erasure'

export type FlashMessage =
  | { kind: 'erased'; leads: number; events: number; applications: number }
  | { kind: 'erasure-problem'; problem: ErasureProblem }
  | { kind: 'application-saved'; id: number }
  | { kind: 'preview-off' }
  | { kind: 'staff-changed'; text: string }
  | { kind: 'account-changed'; text: string }
  | { kind: 'content-changed'; text: string }

const count = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null

/** The message stored JSON stands for, or null. */
export function parseFlash(value: unknown): FlashMessage | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  switch (v.kind) {
    case 'erased': {
      const [leads, events, applications] = [count(v.leads), count(v.events), count(v.applications)]
      return leads === null || events === null || applications === null
        ? null
        : { kind: 'erased', leads, events, applications }
    }
    case 'erasure-problem':
      return isErasureProblem(v.problem) ? { kind: 'erasure-problem', problem: v.problem } : null
    case 'application-saved': {
      const id = count(v.id)
      return id === null ? null : { kind: 'application-saved', id }
    }
    case 'preview-off':
      return { kind: 'preview-off' }
    case 'staff-changed':
    case 'account-changed':
    case 'content-changed':
      return typeof v.text === 'string' && v.text.length <= 300
        ? { kind: v.kind, text: v.text }
        : null
    default:
      return null
  }
}
