/**
 * layoutConfig.furtherInfo (spec §3 names the flag only; what it shows is our decision): links
 * under the hero's call to action to the page's own answers, for visitors not ready to sign up:
 * how it works, the learn-more section and the FAQs, in page order, each only when the page
 * renders it.
 */
import type { LandingSectionId } from './section-order'

export interface FurtherInfoLink {
  href: string
  text: string
}

const LINKS: ReadonlyArray<{ section: LandingSectionId; link: FurtherInfoLink }> = [
  { section: 'how-it-works', link: { href: '#how-it-works', text: 'How it works' } },
  { section: 'learn-more', link: { href: '#learn-more', text: 'Tempted? Learn More' } },
  { section: 'faqs', link: { href: '#faqs', text: 'FAQs' } },
]

/** The links to show: none unless `furtherInfo`; then one per listed section the page has. */
export function furtherInfoLinks(
  furtherInfo: boolean | null | undefined,
  sections: readonly LandingSectionId[],
): FurtherInfoLink[] {
  if (!furtherInfo) return []
  return LINKS.filter(({ section }) => sections.includes(section))
    .sort((a, b) => sections.indexOf(a.section) - sections.indexOf(b.section))
    .map(({ link }) => link)
}
