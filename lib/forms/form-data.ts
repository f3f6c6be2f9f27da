/**
 * A submitted form as plain strings: text entries only (files are ignored), repeated names as
 * arrays. Bounded, because a hostile client may send anything.
 */
const MAX_ENTRIES = 100
/** Longer values are cut here; the field rules then report them as too long. */
const MAX_VALUE_LENGTH = 10_000

export function formDataToRecord(form: FormData): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  let count = 0
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION')) continue
    count += 1
    if (count > MAX_ENTRIES) break
    const text = value.slice(0, MAX_VALUE_LENGTH)
    const existing = record[name]
    if (existing === undefined) record[name] = text
    else record[name] = Array.isArray(existing) ? [...existing, text] : [existing, text]
  }
  return record
}
