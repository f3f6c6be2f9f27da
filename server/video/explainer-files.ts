/**
 * Whether the build made our explainer video (scripts/generate-video.ts needs ffmpeg; without
 * it the build goes on and the video section is left out). Checked once per process: the
 * files change only with a new build.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { EXPLAINER_VIDEO } from '@/lib/video/explainer'

let available: boolean | undefined

export function explainerVideoAvailable(): boolean {
  available ??= Object.values(EXPLAINER_VIDEO).every((url) =>
    existsSync(path.join(process.cwd(), 'public', ...url.split('/'))),
  )
  return available
}
