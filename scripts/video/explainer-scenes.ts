/**
 * The explainer's scenes, drawn from our own illustrations (the header scenes, the
 * how-it-works step art and the Discover art), as PNG frames of EXPLAINER_WIDTH ×
 * EXPLAINER_HEIGHT. Each scene's words are its caption (lib/video/explainer.ts).
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { DISCOVER_ART_DRAWINGS } from '../../components/how-it-works/discover-art-drawings'
import { HOW_IT_WORKS_STEP_ART_DRAWINGS } from '../../components/how-it-works/step-art-drawings'
import { headerSceneSvg } from '../images/header-scenes'
import { HOW_IT_WORKS_WORDS } from '../../lib/rotating-words'
import {
  EXPLAINER_HEIGHT as HEIGHT,
  EXPLAINER_WIDTH as WIDTH,
  type ExplainerScene,
} from '../../lib/video/explainer'
// Raw values: sharp paints the frames, and the tokens' colours are CSS custom properties.
import { colorValues as colors } from '../../styles/tokens'

/** A drawing (240 × 180 art) rasterised at `width` wide. */
async function art(drawing: ReactElement, width: number): Promise<Buffer> {
  const svg = Buffer.from(renderToStaticMarkup(drawing))
  return sharp(svg, { density: (72 * width) / 240 })
    .resize(width)
    .png()
    .toBuffer()
}

function background(colour: string) {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 4, background: colour } })
}

/** Drawings side by side (and in rows), each `width` wide, centred on a plain background. */
async function grid(
  drawings: readonly ReactElement[],
  options: { columns: number; width: number; gap: number; colour: string },
): Promise<Buffer> {
  const { columns, width, gap, colour } = options
  const height = (width * 180) / 240
  const rows = Math.ceil(drawings.length / columns)
  const left = (WIDTH - (columns * width + (columns - 1) * gap)) / 2
  const top = (HEIGHT - (rows * height + (rows - 1) * gap)) / 2
  const tiles = await Promise.all(drawings.map((drawing) => art(drawing, width)))
  return background(colour)
    .composite(
      tiles.map((input, index) => ({
        input,
        left: Math.round(left + (index % columns) * (width + gap)),
        top: Math.round(top + Math.floor(index / columns) * (height + gap)),
      })),
    )
    .png()
    .toBuffer()
}

export async function drawScene(scene: ExplainerScene): Promise<Buffer> {
  const step = HOW_IT_WORKS_STEP_ART_DRAWINGS
  switch (scene) {
    case 'city':
      return sharp(Buffer.from(headerSceneSvg('london')))
        .resize(WIDTH, HEIGHT, { fit: 'cover' })
        .png()
        .toBuffer()
    case 'discover':
      return grid(
        HOW_IT_WORKS_WORDS.map((word) => DISCOVER_ART_DRAWINGS[word]),
        { columns: 3, width: 352, gap: 40, colour: colors.subtle },
      )
    case 'try':
      return grid([step['sign-up-try-unpriced'], step['sign-up-buy']], {
        columns: 2,
        width: 520,
        gap: 64,
        colour: colors.surface,
      })
    case 'book':
      return grid([step.book], { columns: 1, width: 800, gap: 0, colour: colors.subtle })
    case 'keep-moving':
      return grid([step['keep-moving']], { columns: 1, width: 800, gap: 0, colour: colors.surface })
  }
}
