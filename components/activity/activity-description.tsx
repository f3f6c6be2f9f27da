'use client'

import { useId, useLayoutEffect, useRef, useState } from 'react'
import { styled } from 'next-yak'
import { TextButton } from '@/components/ui/text-button'
import { colors, layout, space } from '@/styles/tokens'
import { useResettableState } from './use-resettable-state'

/** Spec §2: the description's toggle. */
export const MORE_LABEL = 'More'
export const LESS_LABEL = 'Less'

const Wrapper = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space.xs};
`

/*
 * Collapsed from the first paint (no jump when the script measures it); a description that
 * fits in 80 px loses nothing to the clip and never shows the toggle.
 */
const Html = styled.div`
  width: 100%;
  color: ${colors.ink};
  line-height: 1.5;

  &[data-collapsed] {
    max-height: ${layout.descriptionCollapsedHeight}px;
    overflow: hidden;
  }

  &[data-collapsed][data-overflows] {
    mask-image: linear-gradient(to bottom, #000 55%, transparent);
  }

  /* Doubled class: the side panel's own list styles must not strip the bullets. */
  && p {
    margin: 0 0 ${space.sm};
  }

  && ul,
  && ol {
    display: block;
    margin: 0 0 ${space.sm};
    padding-left: 1.25rem;
  }

  && ul {
    list-style: disc;
  }

  && ol {
    list-style: decimal;
  }

  && h3,
  && h4 {
    margin: ${space.sm} 0 ${space.xs};
    font-size: 1rem;
  }

  a {
    color: ${colors.primaryDark};
  }
`

export interface ActivityDescriptionProps {
  /** Sanitised HTML from the API. */
  html: string
  /** Collapses again when this changes (another activity). */
  resetKey: string
}

/**
 * The activity's description (spec §2, §9): collapsed to 80 px with a 'More' toggle when it is
 * taller, 'Less' to collapse it again.
 */
export function ActivityDescription({ html, resetKey }: ActivityDescriptionProps) {
  const id = useId()
  const content = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useResettableState(() => false, resetKey)
  const [overflows, setOverflows] = useState(false)

  useLayoutEffect(() => {
    const element = content.current
    if (!element) return
    // scrollHeight is the full height even while clipped; 1 px of slack for rounding.
    const measure = () => setOverflows(element.scrollHeight > layout.descriptionCollapsedHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [html])

  if (!html.trim()) return null
  return (
    <Wrapper>
      <Html
        ref={content}
        id={id}
        data-testid="activity-description"
        data-collapsed={expanded ? undefined : ''}
        data-overflows={overflows ? '' : undefined}
        // The API sanitises every description with one allow-list (lib/sanitize-html.ts: no
        // scripts, handlers or styles; safe link schemes) before it leaves the server, so this
        // is trusted markup, and rendering it as HTML keeps its paragraphs and lists.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {overflows ? (
        <TextButton
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? LESS_LABEL : MORE_LABEL}
        </TextButton>
      ) : null}
    </Wrapper>
  )
}
