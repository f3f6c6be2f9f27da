/**
 * Draws every image the catalogue points at, locally, from SVG (no network):
 * `npm run images [-- --force]`. Files that exist are kept unless --force is given, so a warm
 * run costs nothing. Output is git-ignored under public/static/images/{header,generated}/.
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { DISCOVER_ART_DRAWINGS } from '../components/how-it-works/discover-art-drawings'
import { HOW_IT_WORKS_STEP_ART_DRAWINGS } from '../components/how-it-works/step-art-drawings'
import { MediaWordmarkDrawing } from '../components/landing/media-wordmark-drawing'
import { ACTIVITY_TYPES } from '../lib/activity-types'
import {
  ACTIVITY_IMAGE_SIZE,
  ACTIVITY_IMAGE_VARIANTS,
  ACTIVITY_THUMB_SIZE,
  activityImageUrl,
  activityThumbUrl,
  allImageUrls,
  AVATAR_COUNT,
  AVATAR_SIZE,
  avatarUrl,
  discoverArtUrl,
  HEADER_IMAGE_CITIES,
  HEADER_IMAGE_SIZES,
  headerImageUrl,
  HOW_IT_WORKS_STEP_ART,
  howItWorksArtUrl,
  MEDIA_OUTLETS,
  mediaLogoUrl,
  partnerLogoUrl,
  TESTIMONIAL_IMAGE_COUNT,
  TESTIMONIAL_IMAGE_SIZE,
  testimonialImageUrl,
  VENUE_LOGO_LETTERS,
  venueLogoUrl,
} from '../lib/images/generated-images'
import { MARKETING_PARTNERS } from '../server/db/seed/catalogue/marketing-partners'
import { HEADER_IMAGE_FORMATS } from '../lib/landing/header-image'
import { activityArtSvg } from './images/activity-art'
import { headerSceneSvg } from './images/header-scenes'
import { partnerLogoSvg, venueMonogramSvg } from './images/logo-art'
import { portraitSvg } from './images/people-art'
import { HOW_IT_WORKS_WORDS } from '../lib/rotating-words'
import { colorValues } from '../styles/tokens'

const PUBLIC_DIR = path.join(process.cwd(), 'public')
/** Small files that still look clean: mozjpeg at 74 with 4:2:0 chroma. */
const JPEG = { quality: 74, mozjpeg: true } as const
/** The header images' WebP twins: under half the JPEG's bytes at the same look. */
const WEBP = { quality: 72 } as const
const CONCURRENCY = 4

interface Output {
  url: string
  /** Produces the file's bytes. */
  render: () => Promise<Buffer | string>
  /**
   * Cheap to render (SVG text): rendered every run and written when it differs, so a changed
   * drawing replaces an existing file without --force. Rasters are kept when they exist.
   */
  cheap?: boolean
}

/** Jobs group outputs drawn from one SVG, so the SVG is rasterised once. */
interface Job {
  outputs: Output[]
}

const fileOf = (url: string) => path.join(PUBLIC_DIR, ...url.split('/'))

function rasterJob(
  svg: () => string,
  outputs: { url: string; width: number; height: number; format?: 'jpg' | 'webp' }[],
): Job {
  let raster: Promise<Buffer> | undefined
  const source = () => (raster ??= sharp(Buffer.from(svg())).png().toBuffer())
  return {
    outputs: outputs.map(({ url, width, height, format = 'jpg' }) => ({
      url,
      render: async () => {
        const resized = sharp(await source()).resize(width, height, {
          fit: 'cover',
          position: 'centre',
        })
        return (format === 'webp' ? resized.webp(WEBP) : resized.jpeg(JPEG)).toBuffer()
      },
    })),
  }
}

function svgJob(url: string, svg: () => string): Job {
  return { outputs: [{ url, render: async () => svg(), cheap: true }] }
}

function jobs(): Job[] {
  const list: Job[] = []
  for (const city of HEADER_IMAGE_CITIES) {
    list.push(
      rasterJob(
        () => headerSceneSvg(city),
        HEADER_IMAGE_SIZES.flatMap((size) => {
          const [width = 0, height = 0] = size.split('x').map(Number)
          return HEADER_IMAGE_FORMATS.map((format) => ({
            url: headerImageUrl(city, size, format),
            width,
            height,
            format,
          }))
        }),
      ),
    )
  }
  for (const type of ACTIVITY_TYPES) {
    for (let variant = 1; variant <= ACTIVITY_IMAGE_VARIANTS; variant++) {
      list.push(
        rasterJob(
          () => activityArtSvg(type, variant),
          [
            { url: activityImageUrl(type, variant), ...ACTIVITY_IMAGE_SIZE },
            { url: activityThumbUrl(type, variant), ...ACTIVITY_THUMB_SIZE },
          ],
        ),
      )
    }
  }
  for (const letter of VENUE_LOGO_LETTERS) {
    list.push(svgJob(venueLogoUrl(letter), () => venueMonogramSvg(letter)))
  }
  MARKETING_PARTNERS.forEach((partner, index) => {
    list.push(
      svgJob(partnerLogoUrl(partner.slug), () =>
        partnerLogoSvg(partner.name, partner.colour, index),
      ),
    )
  })
  for (let i = 0; i < AVATAR_COUNT; i++) {
    const size = AVATAR_SIZE
    list.push(
      rasterJob(
        () => portraitSvg(`avatar-${i}`, size),
        [{ url: avatarUrl(i), width: size, height: size }],
      ),
    )
  }
  for (let i = 0; i < TESTIMONIAL_IMAGE_COUNT; i++) {
    const size = TESTIMONIAL_IMAGE_SIZE
    list.push(
      rasterJob(
        () => portraitSvg(`testimonial-${i}`, size),
        [{ url: testimonialImageUrl(i), width: size, height: size }],
      ),
    )
  }
  for (const outlet of MEDIA_OUTLETS) {
    for (const [tone, colour] of [
      ['grey', colorValues.muted],
      ['colour', outlet.colour],
    ] as const) {
      list.push(
        svgJob(mediaLogoUrl(outlet.slug, tone), () =>
          renderToStaticMarkup(createElement(MediaWordmarkDrawing, { slug: outlet.slug, colour })),
        ),
      )
    }
  }
  for (const name of HOW_IT_WORKS_STEP_ART) {
    list.push(
      svgJob(howItWorksArtUrl(name), () =>
        renderToStaticMarkup(HOW_IT_WORKS_STEP_ART_DRAWINGS[name]),
      ),
    )
  }
  for (const word of HOW_IT_WORKS_WORDS) {
    list.push(svgJob(discoverArtUrl(word), () => renderToStaticMarkup(DISCOVER_ART_DRAWINGS[word])))
  }
  return list
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0
  } catch {
    return false
  }
}

async function sameContent(file: string, data: Buffer | string): Promise<boolean> {
  try {
    return (await readFile(file)).equals(Buffer.from(data))
  } catch {
    return false
  }
}

async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

async function main() {
  const force = process.argv.includes('--force')
  const started = performance.now()
  const all = jobs()
  const planned = all.flatMap((job) => job.outputs.map((output) => output.url))
  const expected = allImageUrls(MARKETING_PARTNERS.map((partner) => partner.slug))
  const missing = expected.filter((url) => !planned.includes(url))
  if (missing.length > 0 || planned.length !== expected.length) {
    throw new Error(
      `Image jobs and lib/images/generated-images.ts disagree: ${missing.join(', ') || 'extra outputs'}`,
    )
  }

  let written = 0
  let skipped = 0
  let bytes = 0
  await runPool(all, CONCURRENCY, async (job) => {
    for (const output of job.outputs) {
      const file = fileOf(output.url)
      if (!force && !output.cheap && (await exists(file))) {
        const { size } = await stat(file)
        skipped++
        bytes += size
        continue
      }
      const data = await output.render()
      if (!force && output.cheap && (await sameContent(file, data))) {
        skipped++
        bytes += Buffer.byteLength(data)
        continue
      }
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
      written++
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length
    }
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Images: ${written} written, ${skipped} already there, ` +
      `${(bytes / 1024 / 1024).toFixed(2)} MB in total, ${seconds} s`,
  )
}

main().catch((error: unknown) => {
  console.error(
    `Image generation failed: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})
