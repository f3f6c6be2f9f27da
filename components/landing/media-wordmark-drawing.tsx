import type { ReactElement, ReactNode } from 'react'
import { MEDIA_OUTLETS } from '@/lib/images/generated-images'
import { colorValues } from '@/styles/tokens'

type OutletSlug = (typeof MEDIA_OUTLETS)[number]['slug']

const SERIF = "Georgia, 'Times New Roman', serif"
const SANS = "'Helvetica Neue', Arial, sans-serif"

/*
 * Wordmarks of the six fictional outlets (spec §2: 'six media logos'; no real trademarks),
 * drawn in currentColor so one rule colours them. textLength pins each word's width whatever
 * font the device has, so the marks never overflow.
 */
const WORDMARKS: Record<OutletSlug, ReactNode> = {
  'the-daily-stride': (
    <>
      <rect x="10" y="6" width="180" height="2" />
      <text
        x="100"
        y="33"
        textAnchor="middle"
        fontFamily={SERIF}
        fontSize="22"
        fontWeight="700"
        textLength="170"
        lengthAdjust="spacingAndGlyphs"
      >
        The Daily Stride
      </text>
      <rect x="10" y="40" width="180" height="2" />
    </>
  ),
  'northern-courier': (
    <>
      <text
        x="100"
        y="26"
        textAnchor="middle"
        fontFamily={SANS}
        fontSize="22"
        fontWeight="800"
        textLength="160"
        lengthAdjust="spacingAndGlyphs"
      >
        NORTHERN
      </text>
      <text
        x="100"
        y="42"
        textAnchor="middle"
        fontFamily={SANS}
        fontSize="11"
        fontWeight="600"
        textLength="90"
        lengthAdjust="spacing"
      >
        COURIER
      </text>
    </>
  ),
  'fitness-weekly': (
    <>
      <rect x="8" y="8" width="34" height="32" rx="6" />
      <text
        x="25"
        y="30"
        textAnchor="middle"
        fontFamily={SANS}
        fontSize="15"
        fontWeight="800"
        fill={colorValues.surface}
      >
        FW
      </text>
      <text
        x="50"
        y="31"
        fontFamily={SANS}
        fontSize="19"
        fontWeight="700"
        fontStyle="italic"
        textLength="142"
        lengthAdjust="spacingAndGlyphs"
      >
        Fitness Weekly
      </text>
    </>
  ),
  'the-city-ledger': (
    <>
      <path d="M18 24 L26 16 L34 24 L26 32 Z" />
      <text
        x="42"
        y="31"
        fontFamily={SERIF}
        fontSize="20"
        fontVariant="small-caps"
        letterSpacing="1"
        textLength="146"
        lengthAdjust="spacingAndGlyphs"
      >
        The City Ledger
      </text>
    </>
  ),
  'wellbeing-review': (
    <>
      <text
        x="12"
        y="32"
        fontFamily={SANS}
        fontSize="24"
        fontWeight="800"
        textLength="104"
        lengthAdjust="spacingAndGlyphs"
      >
        wellbeing
      </text>
      <text
        x="122"
        y="32"
        fontFamily={SERIF}
        fontSize="22"
        fontStyle="italic"
        textLength="66"
        lengthAdjust="spacingAndGlyphs"
      >
        review
      </text>
    </>
  ),
  'metro-pulse': (
    <>
      <text
        x="10"
        y="32"
        fontFamily={SANS}
        fontSize="22"
        fontWeight="900"
        textLength="76"
        lengthAdjust="spacingAndGlyphs"
      >
        METRO
      </text>
      <polyline
        points="90,26 102,26 108,14 116,38 122,26 130,26"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="136"
        y="32"
        fontFamily={SANS}
        fontSize="22"
        fontWeight="300"
        textLength="56"
        lengthAdjust="spacingAndGlyphs"
      >
        PULSE
      </text>
    </>
  ),
}

/**
 * An outlet's logo as a standalone SVG in one colour, written out (grey and colour) by
 * scripts/generate-images.ts for the 'As seen in' strip's <img>s. Image files rather than inline
 * SVG: their text in three font families cost the landing page's first layout tens of
 * milliseconds (font matching for every family, weight and style) before anything painted.
 */
export function MediaWordmarkDrawing({
  slug,
  colour,
}: {
  slug: OutletSlug
  colour: string
}): ReactElement {
  return (
    <svg
      viewBox="0 0 200 48"
      width="200"
      height="48"
      xmlns="http://www.w3.org/2000/svg"
      fill={colour}
      color={colour}
    >
      {WORDMARKS[slug]}
    </svg>
  )
}
