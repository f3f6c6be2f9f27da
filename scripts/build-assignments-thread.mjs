#!/usr/bin/env node
// @ts-check
/**
 * `npm run build`, after `next build`: bundles the assignments thread
 * (server/experiments/assignments-thread.ts) into the build's folder, where the production server
 * starts it (server/http/assignments-thread.mjs). esbuild (which tsx already brings) resolves the
 * app's `@/` paths and TypeScript, as Next's bundler does for the rest of the app.
 *
 *   node scripts/build-assignments-thread.mjs [--out <file>]
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

/**
 * The thread has no database: the rate limiter's lazy import of it (used only for the process's
 * shared limiter, which the thread does not use) becomes a module that says so.
 * @type {import('esbuild').Plugin}
 */
const noDatabase = {
  name: 'no-database',
  setup(builder) {
    builder.onResolve({ filter: /^@\/server\/db$/ }, () => ({
      path: 'db',
      namespace: 'no-database',
    }))
    builder.onLoad({ filter: /.*/, namespace: 'no-database' }, () => ({
      contents:
        'export function getDatabase() { throw new Error("the assignments thread has no database") }',
      loader: 'js',
    }))
  },
}

/** @param {string} outfile */
export async function buildAssignmentsThread(outfile) {
  await build({
    entryPoints: [path.join(root, 'server/experiments/assignments-thread.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    tsconfig: path.join(root, 'tsconfig.json'),
    plugins: [noDatabase],
    logLevel: 'warning',
  })
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  // `--out <file>`: elsewhere than the build (the thread's tests).
  const out = process.argv.indexOf('--out')
  const { assignmentsThreadFile } = await import('../server/http/assignments-thread.mjs')
  const outfile =
    out > 0 ? path.resolve(process.argv[out + 1]) : assignmentsThreadFile(path.join(root, '.next'))
  await buildAssignmentsThread(outfile)
  console.log(`Assignments thread: ${path.relative(root, outfile)}`)
}
