/**
 * Which of the build's stylesheets go into the one site stylesheet, and in which order
 * (scripts/site-stylesheet/bundle.ts applies it to the build; an entry's other sheets, the
 * desk's, stay linked after it).
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

/**
 * The sheets the site stylesheet holds, in order.
 * @param entries each entry's sheets in the order Turbopack links them, keyed by a name unique
 *   to the entry and its route
 * @param ownSheetsOnly entries (the staff desk) whose sheets no other entry links stay apart,
 *   so that visitors' pages never load the desk's styles
 */
export function siteStylesheetSheets(
  entries: ReadonlyMap<string, readonly string[]>,
  ownSheetsOnly: (entry: string) => boolean,
): string[] {
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
  return [...forVisitors].sort(
    (a, b) => linkedBy.get(b)! - linkedBy.get(a)! || firstSeen.get(a)! - firstSeen.get(b)!,
  )
}
