#!/usr/bin/env node
/**
 * `npm start`: one command from a fresh clone to http://localhost:3000.
 * Builds when there is no build or the sources changed since the last one, prepares the
 * database (migrations, and the seed when the catalogue is empty) with visible progress,
 * then serves the production build (server/http/serve.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const buildDir = path.join(root, '.next')
const fingerprintFile = path.join(buildDir, 'move-source-fingerprint')
const SOURCE_DIRS = ['app', 'components', 'lib', 'graphql', 'server', 'styles', 'public', 'scripts']
const SOURCE_FILES = [
  'package-lock.json',
  'next.config.js',
  'tsconfig.json',
  'codegen.ts',
  'instrumentation.ts',
  'proxy.ts',
]
const IGNORED = new Set(['node_modules', 'generated', 'gql', 'header'])

function walk(dir, out) {
  if (!existsSync(dir)) return
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
}

/** Names, sizes and modification times of every source file: cheap, and changes on any edit. */
function sourceFingerprint() {
  const files = []
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir), files)
  for (const file of SOURCE_FILES)
    if (existsSync(path.join(root, file))) files.push(path.join(root, file))
  const hash = createHash('sha256')
  // NEXT_PUBLIC_* settings (and MARKETING_API_ORIGIN, which next.config.js passes to the browser
  // and the CSP) are fixed at build time: a change of one needs a new build.
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_') || key === 'MARKETING_API_ORIGIN') {
      hash.update(`${key}=${value}\n`)
    }
  }
  for (const file of files.sort()) {
    const stat = statSync(file)
    hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`)
    process.exit(result.status ?? 1)
  }
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name)

const fingerprint = sourceFingerprint()
const built =
  existsSync(path.join(buildDir, 'BUILD_ID')) &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, 'utf8') === fingerprint

if (!built || process.argv.includes('--rebuild')) {
  console.log('Building the app (first start, or the sources changed)…')
  run('npm', ['run', 'build'])
  writeFileSync(fingerprintFile, sourceFingerprint())
}

// In its own process, before the server opens the database: the seed shows its progress here.
run(bin('tsx'), [path.join(root, 'scripts/prepare-database.ts')])

const port = process.env.PORT ?? '3000'
console.log(`Starting on http://localhost:${port}`)
// Next's handler on our own HTTP server (server/http/serve.mjs), in a process of its own.
/*
 * V8 grows the old generation to 1.5 times what a full GC left alive rather than by its own
 * factor (up to 4): under bench:load the heap otherwise swelled with garbage to ~360 MB over
 * ~170 MB alive, and the server's peak memory reached 760 MB against 582 MB with it, for ~5%
 * of throughput (bench/RESULTS.md). No fixed cap: a larger catalogue still fits.
 */
const SERVER_V8_FLAGS = ['--heap-growing-percent=50']
const serverEntry = path.join(root, 'server/http/serve.mjs')
const server = spawn(process.execPath, [...SERVER_V8_FLAGS, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    /*
     * glibc's malloc, tuned for a server that frees as much as it allocates: two arenas rather
     * than one per thread (8 per core), and blocks of 128 KB or more mapped and returned to the
     * system when freed rather than kept in the heap, where they fragment. Under bench:load's
     * 100 connections the server's memory outside V8 grew by ~250-400 MB without them (peak
     * 943-995 MB against 734-760 MB with them; bench/RESULTS.md). Each can be overridden.
     */
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
