/**
 * Which of the build's stylesheets go into the one site stylesheet, in which order, and what each
 * entry (a page, layout or boundary of the App Router) links once it exists
 * (scripts/site-stylesheet/bundle.ts applies the plan to the build).
 *
 * Turbopack groups CSS modules by the set of entries that load them, so /london linked 21 small
 * sheets, each costing a request before first paint (Lighthouse estimated ~1 s on a phone).
 *
 * The order: sheets linked by more entries first, then by first appearance. A styled component
 * that extends another file's (`styled(Container)`) imports it, so every entry linking the
 * extension links the base too, in an earlier sheet or the same one: the base is linked at least
 * as often and, on a tie, appears first. Sheets of unrelated modules come in either order in
 * Turbopack's own lists, and a visitor's navigation decides their order today; their rules never
 * depend on it.
 */

export interface SiteStylesheetPlan {
  /** The sheets the site stylesheet holds, in order. */
  bundled: string[]
  /** Each entry's sheets that stay its own (the desk's), after the site stylesheet. */
  ownSheets: Map<string, string[]>
}

/**
 * @param entries each entry's sheets in the order Turbopack links them, keyed by a name unique
 *   to the entry and its route
 * @param ownSheetsOnly entries (the staff desk) whose sheets no other entry links stay apart,
 *   so that visitors' pages never load the desk's styles
 */
export function planSiteStylesheet(
  entries: ReadonlyMap<string, readonly string[]>,
  ownSheetsOnly: (entry: string) => boolean,
): SiteStylesheetPlan {
  const linkedBy = new Map<string, number>()
  const firstSeen = new Map<string, number>()
  const forVisitors = new Set<string>()
  for (const [entry, sheets] of entries) {
    for (const sheet of sheets) {
      linkedBy.set(sheet, (linkedBy.get(sheet) ?? 0) + 1)
      if (!firstSeen.has(sheet)) firstSeen.set(sheet, firstSeen.size)
      if (!ownSheetsOnly(entry)) forVisitors.add(sheet)
    }
  }
  const bundled = [...forVisitors].sort(
    (a, b) => linkedBy.get(b)! - linkedBy.get(a)! || firstSeen.get(a)! - firstSeen.get(b)!,
  )
  const ownSheets = new Map<string, string[]>()
  for (const [entry, sheets] of entries) {
    ownSheets.set(
      entry,
      sheets.filter((sheet) => !forVisitors.has(sheet)),
    )
  }
  return { bundled, ownSheets }
}
