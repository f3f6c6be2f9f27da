import type { ReactElement, ReactNode } from 'react'
import type { HowItWorksWord } from '@/lib/images/generated-images'
import { colorValues } from '@/styles/tokens'

/*
 * One picture per word of step 2's rotating word (spec §2: 'with a matching image'): stick
 * figures and objects, written out as SVG files by scripts/generate-images.ts. Decorative: the
 * word beside them says what they show.
 */

const stroke = {
  fill: 'none',
  stroke: colorValues.ink,
  strokeWidth: 10,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function Frame({ children, tint }: { children: ReactNode; tint: string }) {
  return (
    <svg viewBox="0 0 240 180" width="240" height="180" xmlns="http://www.w3.org/2000/svg">
      <circle cx="120" cy="92" r="82" fill={colorValues.subtle} />
      <circle cx="120" cy="92" r="58" fill={tint} opacity="0.14" />
      {children}
    </svg>
  )
}

/** Step 2's picture per rotating word, by word. */
export const DISCOVER_ART_DRAWINGS: Record<HowItWorksWord, ReactElement> = {
  Gyms: (
    <Frame tint={colorValues.primary}>
      <rect x="66" y="86" width="108" height="12" rx="6" fill={colorValues.ink} />
      <rect x="50" y="60" width="20" height="64" rx="6" fill={colorValues.primary} />
      <rect x="70" y="70" width="12" height="44" rx="4" fill={colorValues.primaryDark} />
      <rect x="170" y="60" width="20" height="64" rx="6" fill={colorValues.primary} />
      <rect x="158" y="70" width="12" height="44" rx="4" fill={colorValues.primaryDark} />
    </Frame>
  ),
  Swimming: (
    <Frame tint={colorValues.accent}>
      <circle cx="96" cy="86" r="13" fill={colorValues.primary} />
      <path d="M110 94 C 126 66, 158 62, 176 78" {...stroke} />
      <path
        d="M44 118 q 19 -14 38 0 t 38 0 t 38 0 t 38 0"
        fill="none"
        stroke={colorValues.accent}
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path
        d="M60 142 q 19 -14 38 0 t 38 0 t 38 0"
        fill="none"
        stroke={colorValues.accent}
        strokeWidth="8"
        strokeLinecap="round"
        opacity="0.6"
      />
    </Frame>
  ),
  Yoga: (
    <Frame tint={colorValues.accent}>
      <rect x="58" y="148" width="124" height="9" rx="4.5" fill={colorValues.accent} />
      <circle cx="120" cy="44" r="13" fill={colorValues.primary} />
      <path d="M120 64 V104" {...stroke} />
      <path d="M78 76 H162" {...stroke} />
      <path d="M120 104 L152 112 L156 142" {...stroke} />
      <path d="M120 104 L84 142" {...stroke} />
    </Frame>
  ),
  'Martial Arts': (
    <Frame tint={colorValues.primary}>
      <circle cx="90" cy="48" r="13" fill={colorValues.primary} />
      <path d="M94 66 L106 104" {...stroke} />
      <path d="M106 104 L98 148" {...stroke} />
      <path d="M106 104 L170 74" {...stroke} />
      <path d="M96 76 L72 96" {...stroke} />
      <path d="M96 76 L124 86" {...stroke} />
      <path d="M96 96 L118 92" stroke={colorValues.star} strokeWidth="7" strokeLinecap="round" />
    </Frame>
  ),
  Dance: (
    <Frame tint={colorValues.star}>
      <circle cx="112" cy="44" r="13" fill={colorValues.primary} />
      <path d="M112 62 L110 100" {...stroke} />
      <path d="M112 70 L144 40" {...stroke} />
      <path d="M112 70 L84 88" {...stroke} />
      <path d="M110 100 L92 146" {...stroke} />
      <path d="M110 100 L140 136" {...stroke} />
      <circle cx="164" cy="122" r="8" fill={colorValues.accent} />
      <path
        d="M171 122 V92 L186 98"
        stroke={colorValues.accent}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </Frame>
  ),
  Fitness: (
    <Frame tint={colorValues.star}>
      <path
        d="M96 84 V72 A24 24 0 0 1 144 72 V84"
        fill="none"
        stroke={colorValues.ink}
        strokeWidth="12"
        strokeLinecap="round"
      />
      <circle cx="120" cy="116" r="40" fill={colorValues.primary} />
      <rect x="96" y="80" width="48" height="14" rx="7" fill={colorValues.primary} />
      <circle cx="106" cy="104" r="8" fill={colorValues.surface} opacity="0.35" />
    </Frame>
  ),
}
