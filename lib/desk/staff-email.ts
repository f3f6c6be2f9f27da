/**
 * Staff email addresses as typed and as better-auth keeps them. better-auth checks addresses
 * with zod's rule, which wants a dot in the domain, so the desk's default first admin,
 * `admin@localhost`, would be refused at sign-in. A single-label domain is therefore kept with
 * `.internal` (a name reserved for private use) and shown without it; every other address is
 * kept as typed, lower-cased.
 */
export const SINGLE_LABEL_SUFFIX = '.internal'
export const MAX_EMAIL_LENGTH = 254
/** The HTML email rule (what browsers' email fields check), domain labels included. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** The address as stored, or null when it is not an email address. */
export function storedStaffEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase()
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email)) return null
  const domain = email.slice(email.lastIndexOf('@') + 1)
  return domain.includes('.') ? email : `${email}${SINGLE_LABEL_SUFFIX}`
}

/**
 * The address as people know it.
 *
 * @example shownStaffEmail('admin@localhost.internal') // 'admin@localhost'
 * @example shownStaffEmail('ann@move.example') // 'ann@move.example'
 */
export function shownStaffEmail(stored: string): string {
  const domain = stored.slice(stored.lastIndexOf('@') + 1)
  const labels = domain.split('.')
  return labels.length === 2 && `.${labels[1]}` === SINGLE_LABEL_SUFFIX
    ? stored.slice(0, -SINGLE_LABEL_SUFFIX.length)
    : stored
}
