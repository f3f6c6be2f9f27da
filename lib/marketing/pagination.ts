/**
 * Page numbers for the desk's lists: 1-based, bounded page sizes, and a page past the end shows
 * the last one rather than an empty list.
 */
export const MAX_PAGE = 100_000

/** The page a `page` query value asks for: a whole number ≥ 1, else 1. */
export function parsePageNumber(value: string | string[] | null | undefined): number {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string' || !/^\d{1,6}$/.test(first)) return 1
  return Math.min(MAX_PAGE, Math.max(1, Number(first)))
}

export interface PageWindow {
  page: number
  pageCount: number
  offset: number
  limit: number
  total: number
}

/** The rows a page covers, given the total; `page` is clamped to the last page. */
export function pageWindow(requested: number, total: number, pageSize: number): PageWindow {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
  const page = Math.min(Math.max(1, Math.floor(requested)), pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize, total }
}
