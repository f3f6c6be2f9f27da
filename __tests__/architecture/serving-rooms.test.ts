/**
 * @jest-environment node
 *
 * The serving layer stays visible: process-wide state lives only in the process registry, and
 * only the Node adapter replaces a response's methods (docs/decisions/0007-serving-pipeline.md).
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const SOURCE = /\.(tsx?|mjs|cjs|js)$/

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.statSync(full).isDirectory()) return [entry]
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const relative = path.join(entry, child.name)
    if (child.isDirectory()) return child.name === 'generated' ? [] : sourceFiles(relative)
    return SOURCE.test(child.name) && !child.name.endsWith('.d.ts') ? [relative] : []
  })
}

/** Code without its comments and one-line strings: prose or data about a thing is not the thing. */
function code(file: string): string {
  return fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''")
}

const SERVER_SIDE = ['server', 'graphql', 'lib', 'app', 'instrumentation.ts', 'proxy.ts'].flatMap(
  sourceFiles,
)

describe('the serving layer', () => {
  it('keeps process-wide state in the process registry only', () => {
    const offenders = SERVER_SIDE.filter(
      (file) =>
        file !== path.join('server', 'process-registry.mjs') &&
        // Reading a platform global (fetch) is not keeping state there.
        /globalThis(?!\.fetch\b)/.test(code(file)),
    )
    expect(offenders).toEqual([])
  })

  it("replaces a response's methods in the Node adapter only", () => {
    const patching = /\.(?:write|end|writeHead|flushHeaders)\s*=(?!=)/
    const offenders = sourceFiles('server').filter(
      (file) =>
        file !== path.join('server', 'http', 'node-adapter.mjs') && patching.test(code(file)),
    )
    expect(offenders).toEqual([])
    expect(patching.test(code(path.join('server', 'http', 'node-adapter.mjs')))).toBe(true)
  })
})
