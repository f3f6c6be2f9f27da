'use client'

import { useCallback, useEffect, useReducer, useRef, type ReactNode } from 'react'
import { styled, keyframes } from 'next-yak'
import { useHydrated } from '@/components/hooks/use-hydrated'
import { useInView } from '@/components/hooks/use-in-view'
import { useReducedMotion } from '@/components/hooks/use-reduced-motion'
import {
  initialRotatingWordState,
  isTyping,
  longestWord,
  rotatingWordReducer,
  visibleWord,
} from '@/lib/rotating-words'
import { ROTATING_WORD_MS, TYPING_MS_PER_CHAR } from '@/lib/timing'
import { publishRotatingIndex, useRotatingIndex } from './rotating-word-sync'

export interface RotatingWordProps {
  /** HOW_IT_WORKS_WORDS or DISCOVERY_TITLE_WORDS from lib/rotating-words. */
  words: readonly string[]
  /** Publishes the current index so a RotatingWordImages with the same id follows it. */
  syncId?: string
  className?: string
}

const blink = keyframes`50% { opacity: 0; }`

const Root = styled.span`
  display: inline-grid;
  text-align: start;

  /* Reserves the longest word's width so the rotation never shifts the layout. */
  &::before {
    content: attr(data-longest);
    grid-area: 1 / 1;
    visibility: hidden;
    white-space: nowrap;
  }

  > [data-word] {
    grid-area: 1 / 1;
    white-space: nowrap;
  }

  &[data-typing='true'] > [data-word]::after {
    content: '';
    display: inline-block;
    width: 2px;
    height: 0.9em;
    margin-left: 2px;
    vertical-align: -0.05em;
    background: currentColor;
    animation: ${blink} 0.7s step-end infinite;
  }
`

/**
 * A word cycling every ROTATING_WORD_MS with a typing effect (TYPING_MS_PER_CHAR per
 * character). The first word is server-rendered whole; the width of the longest is reserved.
 * Decorative for assistive technology, which reads the whole list once instead. Pauses out of
 * view; static under prefers-reduced-motion.
 */
export function RotatingWord({ words, syncId, className }: RotatingWordProps) {
  const [state, dispatch] = useReducer(rotatingWordReducer, words, initialRotatingWordState)
  const reducedMotion = useReducedMotion()
  const rootRef = useRef<HTMLSpanElement>(null)
  const inView = useInView(
    useCallback(() => rootRef.current, []),
    { initial: true },
  )
  const typing = isTyping(words, state)
  const running = inView && !reducedMotion && words.length > 1

  useEffect(() => {
    if (!running) return
    const timer = setInterval(
      () => dispatch({ type: 'advance', words, animate: true }),
      ROTATING_WORD_MS,
    )
    return () => clearInterval(timer)
  }, [running, words])

  useEffect(() => {
    if (!typing) return
    const timer = setInterval(() => dispatch({ type: 'type', words }), TYPING_MS_PER_CHAR)
    return () => clearInterval(timer)
  }, [typing, state.index, words])

  useEffect(() => {
    if (syncId) publishRotatingIndex(syncId, state.index)
  }, [syncId, state.index])

  return (
    <Root
      ref={rootRef}
      className={className}
      data-longest={longestWord(words)}
      data-typing={typing}
    >
      <span data-word aria-hidden="true">
        {visibleWord(words, state)}
      </span>
      <span className="visually-hidden">{words.join(', ')}</span>
    </Root>
  )
}

export interface RotatingWordImagesProps {
  /** The RotatingWord's `syncId`. */
  syncId: string
  /** One picture per word, in the words' order (server-rendered elements are fine). */
  images: ReactNode[]
  className?: string
}

const Stack = styled.span`
  display: inline-grid;

  > span {
    grid-area: 1 / 1;
    opacity: 0;
    transition: opacity 400ms ease-in-out;
  }

  > span[data-active='true'] {
    opacity: 1;
  }
`

/**
 * The picture matching a RotatingWord (spec §2, step 2): all stacked, the current one shown.
 * The server renders only the first; the rest join once the page has hydrated, so the pictures
 * nobody has seen yet do not compete with the hero for the first paint (the rotation cannot
 * start before then anyway).
 */
export function RotatingWordImages({ syncId, images, className }: RotatingWordImagesProps) {
  const index = useRotatingIndex(syncId)
  const active = images.length > 0 ? index % images.length : 0
  const shown = useHydrated() ? images : images.slice(0, 1)
  return (
    <Stack className={className} aria-hidden="true">
      {shown.map((image, position) => (
        <span key={position} data-active={position === active}>
          {image}
        </span>
      ))}
    </Stack>
  )
}
