'use client'

import { styled } from 'next-yak'
import { usePageVariantValue } from '@/components/experiments/use-experiments'

export interface HeroHeadlineProps {
  /** The live page's headline (control), which the server renders. */
  text: string
  /** The running page variants' headlines this render made room for. */
  alternatives: readonly string[]
}

/**
 * Every headline in one grid cell, so the cell is as tall as the tallest at this width: the
 * visitor's variant swaps in after hydration without moving anything below it. The others are
 * drawn from attributes (CSS generated content), hidden: no second heading text for assistive
 * technology, search engines or copying.
 */
const Stack = styled.span`
  display: grid;

  > * {
    grid-area: 1 / 1;
  }

  > [data-room]::before {
    content: attr(data-room);
    visibility: hidden;
  }
`

/**
 * The hero's headline on a page with a running page experiment (lib/experiments/page-variants):
 * the live headline until the visitor's assignment arrives, then their variant's, but only one
 * this render made room for (a page cached before the experiment started keeps its own).
 */
export function HeroHeadline({ text, alternatives }: HeroHeadlineProps) {
  const variant = usePageVariantValue('ctaText')
  const shown = variant !== undefined && alternatives.includes(variant) ? variant : text
  return (
    <Stack>
      <span>{shown}</span>
      {[text, ...alternatives]
        .filter((room) => room !== shown)
        .map((room) => (
          <span key={room} data-room={room} aria-hidden="true" />
        ))}
    </Stack>
  )
}
