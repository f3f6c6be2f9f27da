/**
 * `npm run build`, after `next build`: the site's styles as one stylesheet
 * (scripts/site-stylesheet/bundle.ts, docs/decisions/0050-build-time-styles.md).
 */
import path from 'node:path'
import { bundleSiteStylesheet } from './site-stylesheet/bundle'

const distDir = path.resolve(__dirname, '..', '.next')
const result = bundleSiteStylesheet(distDir)
if (result === null) {
  console.log('Site stylesheet: already made for this build.')
} else {
  console.log(
    `Site stylesheet: ${result.merged} sheets in one, ${(result.bytes / 1024).toFixed(1)} KB ` +
      `(${result.sheet}); ${result.manifests} manifests and ${result.prerendered} prerendered files relinked.`,
  )
}
