import type { ReactElement } from 'react'
import type { IconCategory } from '@/lib/map/pin-icons'

/*
 * One small glyph per icon category of spec §9 (24×24, white on the pin's colour), plus the
 * grouped pin. Decorative: the marker's button carries the accessible name.
 */
const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const GLYPHS: Record<IconCategory | 'grouped', ReactElement> = {
  ball: (
    <>
      <circle cx="12" cy="12" r="8" {...line} />
      <path d="M4 12h16M12 4c3 3 3 13 0 16M12 4c-3 3-3 13 0 16" {...line} />
    </>
  ),
  classes: (
    <>
      <circle cx="7" cy="7" r="2.2" fill="currentColor" />
      <circle cx="17" cy="7" r="2.2" fill="currentColor" />
      <path d="M7 10v5l-2 5M7 15l2 5M17 10v5l-2 5M17 15l2 5M3 12h8M13 12h8" {...line} />
    </>
  ),
  climbing: <path d="M3 20l6-10 4 5 3-4 5 9zM14 6l2-2 2 2" {...line} />,
  cycling: (
    <>
      <circle cx="6" cy="16" r="4" {...line} />
      <circle cx="18" cy="16" r="4" {...line} />
      <path d="M6 16l4-7h5l3 7M10 9l3 7h-7M14 6h3" {...line} />
    </>
  ),
  dance: (
    <>
      <circle cx="13" cy="4.5" r="2" fill="currentColor" />
      <path d="M13 7l-1 6 3 3v5M12 13l-4 6M12 9l-5-2M13 9l5 -3" {...line} />
    </>
  ),
  gym: <path d="M3 12h18M5 8v8M8 6v12M16 6v12M19 8v8" {...line} />,
  'map-pin': (
    <>
      <path d="M12 21s-6-6.2-6-11a6 6 0 1 1 12 0c0 4.8-6 11-6 11z" {...line} />
      <circle cx="12" cy="10" r="2" fill="currentColor" />
    </>
  ),
  'martial-arts': (
    <>
      <circle cx="8" cy="5" r="2" fill="currentColor" />
      <path d="M8 8l1 6-3 6M9 14l4 6M8 9l5-1 6-3M8 10l-4 2" {...line} />
    </>
  ),
  physio: (
    <path
      d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM9 11h6M12 8v6"
      {...line}
    />
  ),
  pilates: (
    <>
      <circle cx="6" cy="9" r="2" fill="currentColor" />
      <path d="M8 11l5 2 6-3M13 13l2 4M3 18h18" {...line} />
    </>
  ),
  racket: (
    <>
      <ellipse cx="10" cy="9" rx="5" ry="6" {...line} transform="rotate(-35 10 9)" />
      <path d="M13.5 13.5L20 20M7 7l6 4M8 12l4-6" {...line} />
    </>
  ),
  spin: (
    <>
      <circle cx="17" cy="16" r="4" {...line} />
      <path d="M4 20h8l5-4M9 20l2-9h5M7 8h5" {...line} />
    </>
  ),
  swim: (
    <>
      <circle cx="16" cy="7" r="2" fill="currentColor" />
      <path
        d="M3 17c2 0 2-1.5 4.5-1.5S10 17 12 17s2-1.5 4.5-1.5S19 17 21 17M6 13l5-4 3 3"
        {...line}
      />
    </>
  ),
  'water-sports': (
    <path
      d="M3 18c2 0 2-1.5 4.5-1.5S10 18 12 18s2-1.5 4.5-1.5S19 18 21 18M6 14h12l-2-3H8zM12 11V4l4 4"
      {...line}
    />
  ),
  'yoga-mindbody': (
    <>
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <path d="M12 8v6M5 11l7 2 7-2M6 19c2-2 4-3 6-3s4 1 6 3" {...line} />
    </>
  ),
  grouped: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="13" y="4" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="4" y="13" width="7" height="7" rx="1.5" fill="currentColor" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" fill="currentColor" />
    </>
  ),
}

export function PinGlyph({ category }: { category: IconCategory | 'grouped' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable={false}>
      {GLYPHS[category] ?? GLYPHS['map-pin']}
    </svg>
  )
}
