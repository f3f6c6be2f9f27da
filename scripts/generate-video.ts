/**
 * Makes our own explainer video from our own illustrations (`npm run video [-- --force]`),
 * for when no hosted video is configured: the scenes drawn as frames (video/explainer-scenes),
 * a slow zoom on each and a short fade between them (ffmpeg), as WebM (VP9) and MP4 (H.264),
 * silent, each at most EXPLAINER_MAX_BYTES; its WebVTT captions and a poster. Output is
 * git-ignored under public/static/video/; a run with unchanged inputs costs nothing.
 *
 * ffmpeg (Debian's `ffmpeg` package) is needed; without it the build goes on, warns, and the
 * landing pages leave the video section out (server/video/explainer-files.ts).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import {
  EXPLAINER_CUES,
  EXPLAINER_HEIGHT,
  EXPLAINER_MAX_BYTES,
  EXPLAINER_SECONDS,
  EXPLAINER_VIDEO,
  EXPLAINER_WIDTH,
} from '../lib/video/explainer'
import { toWebVtt } from '../lib/video/webvtt'
import { drawScene } from './video/explainer-scenes'

const ROOT = process.cwd()
const PUBLIC_DIR = path.join(ROOT, 'public')
const fileOf = (url: string) => path.join(PUBLIC_DIR, ...url.split('/'))
const STAMP = fileOf(`${path.posix.dirname(EXPLAINER_VIDEO.webm)}/.explainer-inputs`)
const FPS = 25
/** Each scene's fade into the next. */
const FADE_SECONDS = 0.5
/** How far each scene zooms in over its time on screen. */
const ZOOM = 0.06

/** What the video is made from: a change to any of these makes it again. */
const INPUTS = [
  'scripts/generate-video.ts',
  'scripts/video/explainer-scenes.ts',
  'lib/video/explainer.ts',
  'lib/video/webvtt.ts',
  'scripts/images/header-scenes.ts',
  'components/how-it-works/step-art-drawings.tsx',
  'components/how-it-works/discover-art-drawings.tsx',
  'styles/tokens.ts',
]

function ffmpegVersion(): string | null {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { encoding: 'utf8' })
  return probe.status === 0 ? probe.stdout.split('\n')[0]! : null
}

async function inputsHash(ffmpeg: string): Promise<string> {
  const hash = createHash('sha256').update(ffmpeg)
  for (const file of INPUTS) hash.update(file).update(await readFile(path.join(ROOT, file)))
  return hash.digest('hex')
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/** The filter graph: each scene zoomed slowly, faded into the next, split for two encoders. */
function filterGraph(scenes: number): string {
  const frames = Math.round((EXPLAINER_SECONDS / scenes + FADE_SECONDS) * FPS)
  const parts: string[] = []
  for (let i = 0; i < scenes; i++) {
    parts.push(
      // Scaled up first so that the zoom moves smoothly rather than in whole pixels.
      `[${i}:v]scale=${EXPLAINER_WIDTH * 2}:${EXPLAINER_HEIGHT * 2},` +
        `zoompan=z='1+${ZOOM}*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'` +
        `:d=1:s=${EXPLAINER_WIDTH}x${EXPLAINER_HEIGHT}:fps=${FPS},setsar=1,format=yuv420p[s${i}]`,
    )
  }
  let last = 's0'
  for (let i = 1; i < scenes; i++) {
    const offset = (EXPLAINER_SECONDS / scenes) * i - FADE_SECONDS / 2
    parts.push(
      `[${last}][s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}[x${i}]`,
    )
    last = `x${i}`
  }
  parts.push(`[${last}]trim=duration=${EXPLAINER_SECONDS},split=2[webm][mp4]`)
  return parts.join(';')
}

function runFfmpeg(frames: string[]) {
  const clipSeconds = EXPLAINER_SECONDS / frames.length + FADE_SECONDS
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...frames.flatMap((frame) => [
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(clipSeconds),
      '-i',
      frame,
    ]),
    '-filter_complex',
    filterGraph(frames.length),
    '-map',
    '[webm]',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '48',
    // Realtime speed: an eighth of 'good' speed's CPU time, and far under the size budget still.
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-row-mt',
    '1',
    '-an',
    fileOf(EXPLAINER_VIDEO.webm),
    '-map',
    '[mp4]',
    '-c:v',
    'libx264',
    '-preset',
    'fast',
    '-crf',
    '28',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    fileOf(EXPLAINER_VIDEO.mp4),
  ]
  const run = spawnSync('ffmpeg', args, { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] })
  if (run.status !== 0) throw new Error(`ffmpeg failed (${run.status}): ${run.stderr}`)
}

async function main() {
  const force = process.argv.includes('--force')
  const ffmpeg = ffmpegVersion()
  if (!ffmpeg) {
    console.warn(
      'video: ffmpeg not found (Debian: apt-get install ffmpeg): no explainer video; the landing pages leave the video section out.',
    )
    return
  }
  const hash = await inputsHash(ffmpeg)
  const outputs = Object.values(EXPLAINER_VIDEO).map(fileOf)
  const made = (await Promise.all(outputs.map(exists))).every(Boolean)
  if (!force && made && (await readFile(STAMP, 'utf8').catch(() => '')) === hash) {
    console.log('video: explainer up to date')
    return
  }
  const started = Date.now()
  await mkdir(path.dirname(fileOf(EXPLAINER_VIDEO.webm)), { recursive: true })
  const work = await mkdtemp(path.join(os.tmpdir(), 'move-explainer-'))
  try {
    const frames: string[] = []
    for (const cue of EXPLAINER_CUES) {
      const frame = path.join(work, `${cue.scene}.png`)
      await writeFile(frame, await drawScene(cue.scene))
      frames.push(frame)
    }
    runFfmpeg(frames)
    await sharp(frames[0])
      .jpeg({ quality: 74, mozjpeg: true })
      .toFile(fileOf(EXPLAINER_VIDEO.poster))
    await writeFile(fileOf(EXPLAINER_VIDEO.captions), toWebVtt(EXPLAINER_CUES))
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  const sizes: string[] = []
  for (const url of [EXPLAINER_VIDEO.webm, EXPLAINER_VIDEO.mp4]) {
    const { size } = await stat(fileOf(url))
    if (size > EXPLAINER_MAX_BYTES) {
      throw new Error(`${url} is ${size} bytes, over the ${EXPLAINER_MAX_BYTES} allowed.`)
    }
    sizes.push(`${path.posix.basename(url)} ${(size / 1024).toFixed(0)} KB`)
  }
  await writeFile(STAMP, hash)
  console.log(
    `video: explainer made in ${((Date.now() - started) / 1000).toFixed(1)} s (${sizes.join(', ')})`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
