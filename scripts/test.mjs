#!/usr/bin/env node
/**
 * `npm test`: every check, in order of cost, stopping at the first that fails.
 * Pass step names to run only those: `npm test -- unit e2e`.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const steps = [
  ['codegen', 'npm', ['run', 'codegen']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['unit', 'npm', ['run', 'test:unit', '--', '--ci']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
]

const wanted = process.argv.slice(2)
const chosen = wanted.length ? steps.filter(([name]) => wanted.includes(name)) : steps
const started = Date.now()
for (const [name, command, args] of chosen) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
  const stepStart = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`)
    process.exit(result.status || 1)
  }
  console.log(`✔ ${name} (${seconds}s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`)
