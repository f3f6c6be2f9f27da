'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { styled, keyframes } from 'next-yak'
import { useInView } from '@/components/hooks/use-in-view'
import { useReducedMotion } from '@/components/hooks/use-reduced-motion'
import { DEFAULT_HERO_CITIES, nextRotationIndex, shouldRotate } from '@/lib/hero-rotation'
import { headerImagePath } from '@/lib/landing/header-image'
import { HeaderPicture, headerImageWebpSources } from './header-picture'
import { IMAGE_ANIMATION_MS, IMAGE_ROTATION_MS } from '@/lib/timing'

export interface HeroRotationProps {
  /** City codes; the first is server-rendered (the LCP image). Defaults to the spec's list. */
  cities?: string[]
  /** The `sizes` attribute for every image. */
  sizes: string
  /** Alternative text of the image on screen ('' when decorative). */
  alt: string
  /** Intrinsic size of the first image, for its aspect ratio (defaults to 640x480). */
  width?: number
  height?: number
  className?: string
}

const kenBurns = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.08); }
`

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;

  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
    transition: opacity 1s ease-in-out;
  }

  img[data-active='true'] {
    opacity: 1;
  }

  /* Only once the rotation runs, so the server-rendered first image stays still. */
  &[data-running='true'] img[data-active='true'] {
    animation: ${kenBurns} ${IMAGE_ANIMATION_MS}ms ease-out both;
  }

  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }

    &[data-running='true'] img[data-active='true'] {
      animation: none;
    }
  }
`

/** Runs `task` after the page's load event and when the browser is idle. */
function afterLoadAndIdle(task: () => void): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: 2000 })
    } else {
      timer = setTimeout(task, 200)
    }
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * The hero's city images (spec §2): the first city server-rendered, the others preloaded after
 * the page has loaded, then every IMAGE_ROTATION_MS the next loaded one cross-fades in with a
 * slow zoom, only while in view and never under prefers-reduced-motion. Fills its positioned
 * parent (position: absolute; inset: 0).
 */
export function HeroRotation({
  cities = [...DEFAULT_HERO_CITIES],
  sizes,
  alt,
  width = 640,
  height = 480,
  className,
}: HeroRotationProps) {
  const [current, setCurrent] = useState(0)
  // Index 0 is server-rendered: it counts as loaded (the browser shows it as soon as it can).
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]))
  const frameRef = useRef<HTMLDivElement>(null)
  const inView = useInView(
    useCallback(() => frameRef.current, []),
    { initial: false },
  )
  const reducedMotion = useReducedMotion()
  const count = cities.length
  const running = shouldRotate({ inView, reducedMotion, loaded, count })
  const citiesKey = cities.join(',')
  const loadedRef = useRef(loaded)

  useEffect(() => {
    loadedRef.current = loaded
  }, [loaded])

  useEffect(() => {
    if (reducedMotion || cities.length < 2) return
    const pending: HTMLImageElement[] = []
    const cancel = afterLoadAndIdle(() => {
      cities.forEach((city, index) => {
        if (index === 0) return
        const image = new Image()
        image.decoding = 'async'
        image.onload = () => setLoaded((previous) => new Set(previous).add(index))
        // A failed image is simply never rotated to.
        image.onerror = () => undefined
        // The WebP source HeaderPicture's <picture> would pick: the rotation then finds it cached.
        const source = headerImageWebpSources(city, sizes).find(
          ({ media }) => !media || window.matchMedia?.(media).matches,
        )
        if (source?.sizes) image.sizes = source.sizes
        image.srcset = source?.srcSet ?? ''
        image.src = headerImagePath(city, width)
        pending.push(image)
      })
    })
    return () => {
      cancel()
      pending.forEach((image) => {
        image.onload = null
        image.onerror = null
      })
    }
    // `cities` is compared by value through citiesKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [citiesKey, sizes, width, reducedMotion])

  useEffect(() => {
    if (!running) return
    // Newly loaded images join through the ref, without restarting the timer.
    const timer = setInterval(() => {
      setCurrent((index) =>
        nextRotationIndex({ current: index, count, loaded: loadedRef.current, inView: true }),
      )
    }, IMAGE_ROTATION_MS)
    return () => clearInterval(timer)
  }, [running, count])

  return (
    <Frame ref={frameRef} className={className} data-running={running}>
      {cities.map((city, index) =>
        index === 0 || loaded.has(index) ? (
          <HeaderPicture
            key={`${city}-${index}`}
            city={city}
            sizes={sizes}
            width={width}
            height={height}
            alt={index === current ? alt : ''}
            aria-hidden={index === current ? undefined : true}
            data-active={index === current}
            data-city={city}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding={index === 0 ? undefined : 'async'}
          />
        ) : null,
      )}
    </Frame>
  )
}
