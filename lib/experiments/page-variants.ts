/**
 * Page variants: an experiment on one offer page whose variants are saved revisions of it (from
 * the editor's history). Pages stay cached and render the live page (control); a visitor in a
 * variant gets the revision's values after hydration, so a revision may differ from the live
 * page only in fields the page swaps in place without layout shift: the ones listed here.
 */
import { CONTROL } from './keys'

/**
 * Text fields client islands re-render from the experiment store, each in a box that cannot move:
 * the hero's headline (its box reserves the tallest of the running variants' headlines), the
 * email capture's button, and the hero images (a fixed 4:3 frame).
 */
const TEXT_FIELDS = ['ctaText', 'ctaButtonText', 'imageUrl', 'mobileImageUrl'] as const
/**
 * Layout flags, served as 'true' or 'false': the sections they move or hide change only while
 * out of sight (./layout-swap.ts), so they cannot shift what the visitor sees.
 */
export const LAYOUT_FLAG_FIELDS = ['layoutMapFirst', 'layoutHideVideo'] as const
export type LayoutFlagField = (typeof LAYOUT_FLAG_FIELDS)[number]

export const PAGE_VARIANT_FIELDS = [...TEXT_FIELDS, ...LAYOUT_FLAG_FIELDS] as const
/** What the desk calls those fields (the editor's labels for the flags), in the same order. */
const FIELD_LABELS: Record<PageVariantField, string> = {
  ctaText: 'the headline',
  ctaButtonText: 'the button text',
  imageUrl: 'the hero image',
  mobileImageUrl: 'the mobile hero image',
  layoutMapFirst: '‘Map before how it works’',
  layoutHideVideo: '‘Hide the video’',
}
/** 'the headline, the button text, … or ‘Hide the video’' */
const PAGE_VARIANT_FIELDS_TEXT = listOf(
  PAGE_VARIANT_FIELDS.map((field) => FIELD_LABELS[field]),
)

function listOf(named: readonly string[]): string {
  return named.length < 2
    ? (named[0] ?? '')
    : `${named.slice(0, -1).join(', ')} or ${named[named.length - 1]}`
}
export type PageVariantField = (typeof PAGE_VARIANT_FIELDS)[number]
export type PageVariantValues = Partial<Record<PageVariantField, string>>

const KEY = /^page-(\d{1,9})$/

/** One experiment per page: `page-{id}`. */
export const pageExperimentKey = (pageId: number) => `page-${pageId}`

/** The page a page experiment runs on, or null for any other experiment. */
export function pageIdOfExperiment(key: string): number | null {
  const match = KEY.exec(key)
  return match ? Number(match[1]) : null
}

/** A revision's variant key: `r{revision}`. */
export const revisionVariantKey = (revision: number) => `r${revision}`

/** What one page experiment serves: the page's live path, and each variant's values. */
export interface PageVariantContent {
  path: string
  byVariant: Readonly<Record<string, PageVariantValues>>
}

export interface RevisionComparison {
  /** The revision's values of PAGE_VARIANT_FIELDS where they differ from the live page. */
  values: PageVariantValues
  /**
   * Other fields the revision has otherwise than the live page (sorted names), and swappable
   * ones it empties (a variant swaps a value in; it cannot take the live one away).
   */
  otherFields: string[]
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * How a revision differs from the live page. A page variant needs `values` and no
 * `otherFields`: visitors in it see the live page with these values swapped in, and publishing
 * it as the winner must not bring older values of other fields back.
 */
export function compareWithLive(
  live: Readonly<Record<string, unknown>>,
  revision: Readonly<Record<string, unknown>>,
): RevisionComparison {
  const names = new Set([...Object.keys(live), ...Object.keys(revision)])
  const swappable = new Set<string>(PAGE_VARIANT_FIELDS)
  const otherFields = [...names].filter(
    (name) => !swappable.has(name) && !same(live[name], revision[name]),
  )
  const values: PageVariantValues = {}
  for (const field of TEXT_FIELDS) {
    const value = revision[field]
    if (same(live[field], value)) continue
    if (typeof value === 'string' && value.trim() !== '') values[field] = value
    else otherFields.push(field)
  }
  for (const field of LAYOUT_FLAG_FIELDS) {
    const wanted = revision[field] === true
    if (wanted !== (live[field] === true)) values[field] = String(wanted)
  }
  return { values, otherFields: otherFields.sort() }
}

/** Why a revision cannot be a page variant (or be published as one), or null when it can. */
export function pageVariantProblem(
  revision: number,
  comparison: RevisionComparison,
): string | null {
  if (comparison.otherFields.length > 0) {
    return `Revision ${revision} differs from the live page in ${comparison.otherFields.join(', ')}: a page variant may change only ${PAGE_VARIANT_FIELDS_TEXT}, which the page swaps in place (a text may not be emptied). Make a revision from the live page that changes only those.`
  }
  if (Object.keys(comparison.values).length === 0) {
    return `Revision ${revision} shows the same headline, button text, hero images and layout as the live page: there is nothing to test.`
  }
  return null
}

/**
 * The values a visitor in `variant` of a page experiment sees on `path`: none for control, for
 * another page (a longer path sharing the prefix), or for a revision that is gone.
 */
export function pageValuesFor(
  content: PageVariantContent | undefined,
  variant: string,
  path: string,
): PageVariantValues | null {
  if (!content || variant === CONTROL) return null
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalised !== content.path) return null
  return content.byVariant[variant] ?? null
}

/** What a render of a page makes room for, so that its running variants swap in place. */
export interface PageVariantRoom {
  /** The variants' headlines other than the live one, each once, in variant order. */
  headlines: string[]
  /** Whether any variant shows other hero images (the picture becomes an island). */
  images: boolean
  /** Whether any variant sets 'Map before how it works' otherwise (the pair becomes an island). */
  sectionOrder: boolean
  /** Whether any variant sets 'Hide the video' otherwise (the video is rendered, maybe hidden). */
  video: boolean
}

export const NO_PAGE_VARIANT_ROOM: PageVariantRoom = {
  headlines: [],
  images: false,
  sectionOrder: false,
  video: false,
}

/** A layout flag's value in a variant's values: true, false, or undefined for the live page's. */
export function layoutFlagValue(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined
}

export function pageVariantRoom(
  liveHeadline: string,
  variants: readonly PageVariantValues[],
): PageVariantRoom {
  const headlines = [
    ...new Set(variants.flatMap((values) => (values.ctaText ? [values.ctaText] : []))),
  ].filter((headline) => headline !== liveHeadline)
  const images = variants.some(
    (values) => values.imageUrl !== undefined || values.mobileImageUrl !== undefined,
  )
  const sectionOrder = variants.some((values) => values.layoutMapFirst !== undefined)
  const video = variants.some((values) => values.layoutHideVideo !== undefined)
  return { headlines, images, sectionOrder, video }
}
