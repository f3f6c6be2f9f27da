/**
 * A desk form's fields: URL-encoded bodies only (what a plain HTML form sends), read no further
 * than a bound.
 */
import { mediaType, readTextBody } from '@/lib/http/responses'

export type FormBody = { ok: true; form: URLSearchParams } | { ok: false; status: 400 | 413 | 415 }

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') return { ok: false, status: 415 }
  const body = await readTextBody(request, maxBytes)
  if (!body.ok) return { ok: false, status: body.reason === 'too-large' ? 413 : 400 }
  return { ok: true, form: new URLSearchParams(body.text) }
}

export const FORM_PROBLEMS: Record<400 | 413 | 415, string> = {
  400: 'The form could not be read.',
  413: 'The form is too large.',
  415: 'Send the form as a plain HTML form (application/x-www-form-urlencoded).',
}
