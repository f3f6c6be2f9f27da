import type { ReactElement, ReactNode } from 'react'
import type { HowItWorksStepArt } from '@/lib/images/generated-images'
import { colorValues } from '@/styles/tokens'

/*
 * How it works illustrations, drawn in React and written out as SVG files by
 * scripts/generate-images.ts; the page shows them as lazy <img>s with their alt text
 * (components/how-it-works/how-it-works.tsx). Inline, their ~9 KB of markup went into every
 * landing page twice (HTML and RSC payload) and into its first layout.
 * All share a 240x180 view box over a soft round backdrop.
 */

const VIEW_BOX = '0 0 240 180'
// A file drawn as an <img> sees none of the page's web fonts (nor its CSS variables).
const BOLD_SANS = "'Helvetica Neue', Arial, sans-serif"

function Backdrop() {
  return <circle cx="120" cy="92" r="82" fill={colorValues.subtle} />
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg viewBox={VIEW_BOX} width="240" height="180" xmlns="http://www.w3.org/2000/svg">
      {children}
    </svg>
  )
}

/** A phone checkout with a bank card: buying a membership. */
function BuyIllustration() {
  return (
    <Svg>
      <Backdrop />
      <rect x="70" y="18" width="84" height="148" rx="16" fill={colorValues.ink} />
      <rect x="77" y="30" width="70" height="124" rx="9" fill={colorValues.surface} />
      <rect x="86" y="42" width="52" height="8" rx="4" fill={colorValues.border} />
      <rect x="86" y="58" width="34" height="6" rx="3" fill={colorValues.border} />
      <rect x="86" y="72" width="44" height="6" rx="3" fill={colorValues.border} />
      <rect x="86" y="128" width="52" height="16" rx="8" fill={colorValues.primary} />
      <g transform="rotate(-12 160 110)">
        <rect x="118" y="82" width="96" height="60" rx="9" fill={colorValues.accent} />
        <rect x="118" y="94" width="96" height="11" fill={colorValues.ink} opacity="0.35" />
        <rect x="128" y="114" width="20" height="15" rx="3" fill={colorValues.star} />
        <rect
          x="156"
          y="120"
          width="44"
          height="5"
          rx="2.5"
          fill={colorValues.surface}
          opacity="0.85"
        />
      </g>
    </Svg>
  )
}

/** A price tag: trying for £1 (or 'Try' when prices are hidden). */
function TryIllustration({ hidePrice }: { hidePrice: boolean }) {
  return (
    <Svg>
      <Backdrop />
      <path
        d="M178 84 C 196 60, 204 44, 212 26"
        fill="none"
        stroke={colorValues.ink}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <g transform="rotate(-10 120 92)">
        <path
          d="M52 58 H160 L196 92 L160 126 H52 A12 12 0 0 1 40 114 V70 A12 12 0 0 1 52 58 Z"
          fill={colorValues.primary}
        />
        <circle cx="172" cy="92" r="7" fill={colorValues.surface} />
        <text
          x="102"
          y="107"
          textAnchor="middle"
          fontFamily={BOLD_SANS}
          fontSize={hidePrice ? 34 : 44}
          fontWeight="700"
          fill={colorValues.surface}
        >
          {hidePrice ? 'TRY' : '£1'}
        </text>
      </g>
    </Svg>
  )
}

/** Three people, one with a plus: joining the community. */
function JoinIllustration() {
  return (
    <Svg>
      <Backdrop />
      <circle cx="70" cy="78" r="17" fill={colorValues.accent} />
      <path d="M40 150 A30 36 0 0 1 100 150 Z" fill={colorValues.accent} />
      <circle cx="170" cy="78" r="17" fill={colorValues.star} />
      <path d="M140 150 A30 36 0 0 1 200 150 Z" fill={colorValues.star} />
      <circle cx="120" cy="62" r="22" fill={colorValues.primary} />
      <path d="M80 160 A40 48 0 0 1 160 160 Z" fill={colorValues.primary} />
      <circle cx="158" cy="36" r="15" fill={colorValues.ink} />
      <path
        d="M158 28 V44 M150 36 H166"
        stroke={colorValues.surface}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </Svg>
  )
}

/** Step 3: a calendar with a booked, ticked day. */
function BookIllustration() {
  return (
    <Svg>
      <Backdrop />
      <rect
        x="56"
        y="34"
        width="128"
        height="118"
        rx="14"
        fill={colorValues.surface}
        stroke={colorValues.ink}
        strokeWidth="4"
      />
      <path
        d="M56 48 A14 14 0 0 1 70 34 H170 A14 14 0 0 1 184 48 V66 H56 Z"
        fill={colorValues.primary}
      />
      <rect x="84" y="24" width="8" height="22" rx="4" fill={colorValues.ink} />
      <rect x="148" y="24" width="8" height="22" rx="4" fill={colorValues.ink} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={72 + col * 26}
            y={78 + row * 22}
            width="16"
            height="12"
            rx="3"
            fill={col === 2 && row === 1 ? colorValues.accent : colorValues.border}
          />
        )),
      )}
      <circle cx="176" cy="140" r="24" fill={colorValues.accent} />
      <path
        d="M164 140 L173 149 L189 131"
        fill="none"
        stroke={colorValues.surface}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  )
}

/** Step 4: a heart with a pulse line. */
function KeepMovingIllustration() {
  return (
    <Svg>
      <Backdrop />
      <path
        d="M120 156 C 62 118, 46 70, 80 52 C 100 42, 116 54, 120 66 C 124 54, 140 42, 160 52 C 194 70, 178 118, 120 156 Z"
        fill={colorValues.primary}
      />
      <polyline
        points="30,100 78,100 92,78 108,124 124,84 136,100 210,100"
        fill="none"
        stroke={colorValues.surface}
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <polyline
        points="30,100 62,100"
        fill="none"
        stroke={colorValues.ink}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <polyline
        points="184,100 210,100"
        fill="none"
        stroke={colorValues.ink}
        strokeWidth="6"
        strokeLinecap="round"
      />
    </Svg>
  )
}

/** Every step picture, by its file name (lib/images/generated-images.ts). */
export const HOW_IT_WORKS_STEP_ART_DRAWINGS: Record<HowItWorksStepArt, ReactElement> = {
  'sign-up-buy': <BuyIllustration />,
  'sign-up-try': <TryIllustration hidePrice={false} />,
  'sign-up-try-unpriced': <TryIllustration hidePrice />,
  'sign-up-join': <JoinIllustration />,
  book: <BookIllustration />,
  'keep-moving': <KeepMovingIllustration />,
}
