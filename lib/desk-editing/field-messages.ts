/**
 * The words of the desk's field messages, shared by the server's validation and the form, so a
 * message reads the same wherever it comes from.
 */

/** 'Page title' → 'page title'; a leading acronym stays ('URL slug'). */
export function labelInSentence(label: string): string {
  const [first = ''] = label.split(' ')
  return first.length > 1 && first === first.toUpperCase()
    ? label
    : label.charAt(0).toLowerCase() + label.slice(1)
}

export const fieldMessages = {
  required: (label: string) => `Enter the ${labelInSentence(label)}`,
  choose: (label: string) => `Choose the ${labelInSentence(label)}`,
  notAnOption: (label: string) => `Choose the ${labelInSentence(label)} from the list`,
  tooLong: (label: string, max: number, length: number) =>
    `${label} must be ${max} characters or fewer (it has ${length})`,
  link: (label: string, hosts: readonly string[]) =>
    `${label} must be an https:// address on ${
      hosts.length === 0 ? 'an allowed host' : hosts.join(' or ')
    }, or a path on this site starting with /`,
  taken: (label: string, value: string) =>
    `Another page already uses the ${labelInSentence(label)} '${value}'. Choose another.`,
} as const
