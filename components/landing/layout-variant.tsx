'use client'

import { Fragment, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { nextShownLayout } from '@/lib/experiments/layout-swap'
import { pageExperimentStore } from '@/lib/experiments/page-experiments'
import { layoutFlagValue, type LayoutFlagField } from '@/lib/experiments/page-variants'

/**
 * A layout flag on a page whose running page experiment sets it otherwise: the server renders
 * the live page's value, a visitor in a variant gets the variant's once their assignment arrives,
 * but only while `region` is below the viewport (lib/experiments/layout-swap.ts). Decided when
 * the store changes, not on render: the decision measures the page.
 */
function useLayoutFlag(
  field: LayoutFlagField,
  live: boolean,
  region: RefObject<HTMLElement | null>,
): boolean {
  const [shown, setShown] = useState(live)
  const current = useRef(live)
  useEffect(() => {
    const store = pageExperimentStore()
    const decide = () => {
      const wanted = layoutFlagValue(store.get().pageValues[field]) ?? live
      const element = region.current
      if (wanted === current.current || !element) return
      const top = element.getBoundingClientRect().top
      current.current = nextShownLayout(current.current, wanted, top, innerHeight)
      setShown(current.current)
    }
    // Assignments that arrived before this island hydrated count too.
    queueMicrotask(decide)
    return store.subscribe(decide)
  }, [field, live, region])
  return shown
}

export interface SectionOrderVariantProps {
  /** The live page's 'Map before how it works'. */
  liveMapFirst: boolean
  map: ReactNode
  howItWorks: ReactNode
}

/**
 * The map and how it works, in the order the visitor's variant sets. The sections move in the
 * document (not with CSS `order`), so reading and tab order follow what is seen; neither remounts.
 */
export function SectionOrderVariant({ liveMapFirst, map, howItWorks }: SectionOrderVariantProps) {
  const region = useRef<HTMLDivElement>(null)
  const mapFirst = useLayoutFlag('layoutMapFirst', liveMapFirst, region)
  const sections = [
    <Fragment key="how-it-works">{howItWorks}</Fragment>,
    <Fragment key="map">{map}</Fragment>,
  ]
  return <div ref={region}>{mapFirst ? sections.reverse() : sections}</div>
}

export interface VideoVariantProps {
  /** The live page's 'Hide the video'. */
  liveHidden: boolean
  /** The video section, rendered on the server (hidden when the live page hides it). */
  children: ReactNode
}

/** The video section, shown or hidden as the visitor's variant sets. */
export function VideoVariant({ liveHidden, children }: VideoVariantProps) {
  // A hidden element has no box: this empty one marks where the section starts.
  const start = useRef<HTMLDivElement>(null)
  const hidden = useLayoutFlag('layoutHideVideo', liveHidden, start)
  return (
    <>
      <div ref={start} />
      <div hidden={hidden}>{children}</div>
    </>
  )
}
