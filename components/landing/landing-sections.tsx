import { Fragment, type ReactNode } from 'react'
import type { PageVariantRoom } from '@/lib/experiments/page-variants'
import {
  landingSections,
  type LandingSectionId,
  type SectionLayout,
} from '@/lib/landing/section-order'
import { SectionOrderVariant, VideoVariant } from './layout-variant'

/** Sections that LearnMore renders as part of itself (spec order: learn more, testimonials…). */
const INSIDE_LEARN_MORE = new Set<LandingSectionId>([
  'testimonials',
  'review-badges',
  'become-a-partner',
])

/**
 * The sections the page renders: its own order (lib/landing/section-order.ts), plus the video,
 * hidden, when a running page variant shows the video the live page hides.
 */
export function renderedSections(
  layout: SectionLayout | null | undefined,
  showFaqs: boolean,
  room: PageVariantRoom,
): LandingSectionId[] {
  return landingSections(room.video ? { ...layout, hideVideo: false } : layout, { showFaqs })
}

/**
 * The landing page's sections in order, each rendered once. A running page variant's layout
 * flags (record 0063) put the map and how it works in one island, and the video in another.
 */
export function LandingSections({
  order,
  render,
  layout,
  room,
}: {
  order: readonly LandingSectionId[]
  render: Record<LandingSectionId, () => ReactNode>
  layout: SectionLayout | null | undefined
  room: PageVariantRoom
}) {
  const swapsOrder = room.sectionOrder && order.includes('map') && order.includes('how-it-works')
  const [firstOfPair] = order.filter((id) => id === 'map' || id === 'how-it-works')
  return order.map((id) => {
    if (INSIDE_LEARN_MORE.has(id)) return null
    if (swapsOrder && (id === 'map' || id === 'how-it-works')) {
      return id === firstOfPair ? (
        <SectionOrderVariant
          key="map-and-how-it-works"
          liveMapFirst={layout?.mapFirst === true}
          map={render.map()}
          howItWorks={render['how-it-works']()}
        />
      ) : null
    }
    const section = render[id]()
    if (id === 'video' && room.video && section) {
      return (
        <VideoVariant key={id} liveHidden={layout?.hideVideo === true}>
          {section}
        </VideoVariant>
      )
    }
    return <Fragment key={id}>{section}</Fragment>
  })
}
