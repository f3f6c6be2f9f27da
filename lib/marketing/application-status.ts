/**
 * Partner applications as marketing staff handle them: a status (the partner_applications
 * enum) and free-text notes.
 */
export const APPLICATION_STATUSES = ['new', 'contacted', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  approved: 'Approved',
  rejected: 'Rejected',
}

export const MAX_APPLICATION_NOTES_LENGTH = 2000

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)
}

export type ApplicationUpdate =
  { ok: true; status: ApplicationStatus; notes: string } | { ok: false; message: string }

// Control characters other than tab and line breaks, which notes may hold.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** A status and notes from the desk's form, checked. Line endings become '\n'. */
export function parseApplicationUpdate(form: URLSearchParams): ApplicationUpdate {
  const status = form.get('status')
  if (!isApplicationStatus(status)) {
    return { ok: false, message: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.` }
  }
  const notes = (form.get('notes') ?? '').replace(/\r\n?/g, '\n').trim()
  if (notes.length > MAX_APPLICATION_NOTES_LENGTH) {
    return {
      ok: false,
      message: `Notes must be at most ${MAX_APPLICATION_NOTES_LENGTH} characters.`,
    }
  }
  if (CONTROL.test(notes))
    return { ok: false, message: 'Notes must not contain control characters.' }
  return { ok: true, status, notes }
}
