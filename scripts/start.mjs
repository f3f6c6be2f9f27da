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
import { productionServerEnv, SERVER_ENTRY, SERVER_V8_FLAGS } from './production-process.mjs'

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
// The serving pipeline around Next's handler (server/http/serve.mjs), in a process of its own.
const server = spawn(process.execPath, [...SERVER_V8_FLAGS, SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: productionServerEnv(process.env),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
