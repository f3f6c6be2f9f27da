/**
 * The URL slugs a duplicated page tries, in order: '{slug}-copy', '{slug}-copy-2', … each within
 * the slug rule's 80 characters (the original is shortened, never the suffix).
 */
const MAX_SLUG_LENGTH = 80

export function copySlugCandidates(slug: string, count = 20): string[] {
  const base = slug.replace(/-copy(?:-\d+)?$/, '')
  return Array.from({ length: count }, (_, index) => {
    const suffix = index === 0 ? '-copy' : `-copy-${index + 1}`
    return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length)}${suffix}`
  })
}
