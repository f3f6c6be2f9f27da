/**
 * The Schedule form of a desk document: publish (a revision) or unpublish, at a date and time
 * staff type in London time, or when the offer's discount ends. Pure: the server checks the
 * rest (in the future, within two years, the revision exists).
 */
import { parseLondonInput } from '../time/london-date-time'

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

/** The preset button's value: unpublish when the discount of the page's package ends. */
export const DISCOUNT_END_PRESET = 'discount-end'

export type ScheduleRequest =
  | { ok: true; action: ScheduleAction; runAt: Date; revision: number | null }
  | { ok: false; message: string }

type Form = Pick<URLSearchParams, 'get'>

export function readScheduleForm(form: Form, discountEndsAt: Date | null): ScheduleRequest {
  if (form.get('preset') === DISCOUNT_END_PRESET) {
    return discountEndsAt
      ? { ok: true, action: 'unpublish', runAt: discountEndsAt, revision: null }
      : { ok: false, message: 'This page’s offer has no discount that ends in the future.' }
  }
  const action = form.get('change')
  if (action !== 'publish' && action !== 'unpublish') {
    return { ok: false, message: 'Choose whether to publish or unpublish.' }
  }
  const at = parseLondonInput(form.get('at') ?? '')
  if (!at.ok) {
    return {
      ok: false,
      message:
        at.reason === 'skipped'
          ? 'That time does not exist in London: the clocks go forward an hour then. Choose another time.'
          : 'Enter the date and time, in London time.',
    }
  }
  const revisionText = form.get('revision')
  const revision = revisionText && /^\d{1,9}$/.test(revisionText) ? Number(revisionText) : null
  return { ok: true, action, runAt: at.instant, revision: action === 'publish' ? revision : null }
}
