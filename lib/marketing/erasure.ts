/**
 * The desk's erasure form: the address to erase and a confirmation that the request was
 * checked. Problems travel back to the form as a code (never the address, which would end up in
 * logs and history).
 */
export const MAX_ERASURE_EMAIL_LENGTH = 254

export const ERASURE_PROBLEMS = {
  missing: 'Enter the email address to erase.',
  invalid: 'Enter a whole email address, like name@example.com.',
  unconfirmed: 'Tick the box to confirm the erasure request.',
} as const

export type ErasureProblem = keyof typeof ERASURE_PROBLEMS

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/

export type ErasureRequest = { ok: true; email: string } | { ok: false; problem: ErasureProblem }

export function parseErasureRequest(form: URLSearchParams): ErasureRequest {
  const email = (form.get('email') ?? '').trim()
  if (email === '') return { ok: false, problem: 'missing' }
  if (
    email.length > MAX_ERASURE_EMAIL_LENGTH ||
    CONTROL.test(email) ||
    !/^[^\s@]+@[^\s@]+$/.test(email)
  ) {
    return { ok: false, problem: 'invalid' }
  }
  if (form.get('confirm') !== 'yes') return { ok: false, problem: 'unconfirmed' }
  return { ok: true, email }
}

export function isErasureProblem(value: unknown): value is ErasureProblem {
  return typeof value === 'string' && value in ERASURE_PROBLEMS
}
