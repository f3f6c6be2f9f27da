#!/usr/bin/env node
/**
 * `npm test`: every check, in order of cost, stopping at the first that fails. Checks in one
 * group run at once (the type checker and the linter each keep one core busy; the machines have
 * two), their output printed as each ends. Pass step names to run only those:
 * `npm test -- unit e2e`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
/** Steps as [name, command, args], in groups that run at once. */
const groups = [
  [['codegen', 'npm', ['run', 'codegen']]],
  [
    ['typecheck', 'npx', ['tsc', '--noEmit']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  // Two workers: the integration suites keep both cores busy (524 s with one, 263 s with two).
  [['unit', 'npm', ['run', 'test:unit', '--', '--ci', '--maxWorkers=2']]],
  [['e2e', 'node', ['scripts/e2e.mjs']]],
]
/** Steps after the type checker passed: the build need not check types again (next.config.js). */
const TYPECHECKED = new Set(['unit', 'e2e'])

/** Runs one step; a step alone streams its output, one of a group prints it when it ends. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`)
    const started = Date.now()
    const env =
      typechecked && TYPECHECKED.has(name) ? { ...process.env, MOVE_TYPECHECKED: '1' } : process.env
    const child = spawn(command, args, { cwd: root, env, stdio: alone ? 'inherit' : 'pipe' })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      if (output.length) process.stdout.write(Buffer.concat(output))
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      resolve({ name, seconds, status: code ?? signal })
    })
  })
}

const wanted = process.argv.slice(2)
let typechecked = false
const started = Date.now()
for (const group of groups) {
  const chosen = wanted.length ? group.filter(([name]) => wanted.includes(name)) : group
  if (chosen.length === 0) continue
  const results = await Promise.all(chosen.map((step) => run(step, chosen.length === 1)))
  for (const { name, seconds, status } of results) {
    if (status === 0) console.log(`✔ ${name} (${seconds}s)`)
    else console.error(`\n✖ ${name} failed after ${seconds}s (exit ${status}).`)
  }
  const failed = results.find(({ status }) => status !== 0)
  if (failed) process.exit(typeof failed.status === 'number' ? failed.status : 1)
  if (results.some(({ name }) => name === 'typecheck')) typechecked = true
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`)
