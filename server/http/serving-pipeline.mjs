// @ts-check
import path from 'node:path'
import { pipelineListener } from './node-adapter.mjs'
import { loadPrecompressedAssets } from './precompressed-assets.mjs'
import { admissionStage } from './stages/admission.mjs'
import { compressionStage } from './stages/compression.mjs'
import { cspHashesStage } from './stages/csp-hashes.mjs'
import { experimentsLaneStage, loadExperimentsLane } from './stages/experiments-lane.mjs'
import { graphqlLaneStage, loadGraphqlLane } from './stages/graphql-lane.mjs'
import { microCacheStage } from './stages/micro-cache.mjs'
import { outagePageStage } from './stages/outage-page.mjs'
import { peerAddressStage } from './stages/peer-address.mjs'
import { scriptDeferralStage } from './stages/script-deferral.mjs'
import { staticFilesStage } from './stages/static-files.mjs'

/**
 * The serving pipeline: every request the server answers, in production and under
 * `npm run dev`, passes these stages in this order, then Next. A request goes down the list
 * until a stage answers it (the micro-cache with a kept answer, the GraphQL lane) or reaches
 * Next; the reply then comes back up through each stage above, which may change its status,
 * headers or body. Each stage is one module of stages/ behind one interface (reply.mjs); the
 * Node adapter (node-adapter.mjs) is the only code that touches Node's response.
 *
 * Read the reply's way from the bottom: Next's page → outage page → script deferral → CSP
 * hashes (of the page as it now is, the deferral's loader included) → compression → micro-cache
 * (which keeps the bytes that went on the wire).
 *
 * @param {{ graphqlLane: import('./stages/graphql-lane.mjs').GraphqlLane | null,
 *   experimentsLane?: import('./stages/route-lane.mjs').RouteLane | null,
 *   findStaticAsset: import('./precompressed-assets.mjs').FindPrecompressedAsset,
 *   admittedAtOnce?: number }} parts admittedAtOnce: the admission's limit (Infinity: none)
 * @returns {import('./reply.mjs').Stage[]}
 */
export function servingStages({
  graphqlLane,
  experimentsLane = null,
  findStaticAsset,
  admittedAtOnce,
}) {
  return [
    // The socket's address, proven, for rate limits (a client cannot choose it).
    peerAddressStage(),
    // A public answer asked for in the last second: its final bytes again.
    microCacheStage(),
    // brotli or gzip: a cached page's bytes made once, anything else per request.
    compressionStage(),
    // GET /api/experiments, asked for by every page view: the route's function, without Next.
    experimentsLaneStage(experimentsLane),
    // Everything below runs for a few requests at a time; the rest wait here, in order, so the
    // quick answers above never queue behind a saturated server's renders and searches.
    admissionStage({ atOnce: admittedAtOnce }),
    // /graphql: the app's GraphQL server without Next's router (none in dev).
    graphqlLaneStage(graphqlLane),
    // /_next/static: the build's precompressed bytes in place of the file.
    staticFilesStage(findStaticAsset),
    // The hashes of the page's own inline scripts into its Content-Security-Policy.
    cspHashesStage(),
    // The page's scripts load after its first paint.
    scriptDeferralStage(),
    // A page whose render failed: 503 with a page of its own.
    outagePageStage(),
  ]
}

/**
 * The request listener for a prepared Next app: the stages above around Next's handler.
 * @param {{ handler: import('./reply.mjs').NodeHandler, distDir: string, dev: boolean }} options
 *   distDir: the build's folder (.next); dev: `npm run dev` (no GraphQL lane, no build files)
 */
export async function servingListener({ handler, distDir, dev }) {
  // Under dev Next builds on demand: no lanes (the routes answer, hot reloaded), no files to
  // precompress.
  const [graphqlLane, experimentsLane, findStaticAsset] = dev
    ? [null, null, () => null]
    : await Promise.all([
        loadGraphqlLane(distDir),
        loadExperimentsLane(distDir),
        loadPrecompressedAssets(path.join(distDir, 'static')),
      ])
  // Under dev one page's compile holds its request for seconds while its chunks are asked for:
  // no admission limit there (the README's parity section names it).
  const admittedAtOnce = dev ? Infinity : undefined
  return pipelineListener(
    servingStages({ graphqlLane, experimentsLane, findStaticAsset, admittedAtOnce }),
    handler,
  )
}
