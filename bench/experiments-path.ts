/** A callsign-shaped id: each assignment request is a new visitor, as on a first page view. */
export function randomVisitor(): string {
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('')
  return `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`
}

/** The assignment request a first view of `page` makes after hydration. */
export function experimentsPath(page: string): string {
  return `/api/experiments?path=${encodeURIComponent(page)}&visitor=${randomVisitor()}`
}
