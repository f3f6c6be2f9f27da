/** Our single-venue page for a venue's urlSlug (see lib/landing/landing-path.ts). */
export function venuePath(urlSlug: string): string {
  return `/venues/${encodeURIComponent(urlSlug)}`
}
