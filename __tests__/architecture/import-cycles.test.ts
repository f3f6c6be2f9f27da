/**
 * @jest-environment node
 *
 * No folder imports another that imports it back: the top-level folders, and the
 * subfolders of lib/ and server/. Runtime imports only: `import type` vanishes at
 * build time and cannot make a module wait for another (docs/decisions/0017-pure-lib-and-layers.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(__dirname, '../..')
const TOP_LEVEL = ['lib', 'graphql', 'server', 'components', 'app']
const SPLIT_INTO_SUBFOLDERS = ['lib', 'server']
const SOURCE = /\.(tsx?|mjs|cjs|js)$/

interface Import {
  from: string
  specifier: string
  target: string
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** Module specifiers a file needs at run time (type-only imports and exports left out). */
export function runtimeSpecifiers(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((element) => element.isTypeOnly))
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The folder a repository path belongs to: 'lib/pricing', 'server/db', 'components', … */
export function unitOf(relativePath: string): string | null {
  const [top = '', sub] = relativePath.split('/')
  if (!TOP_LEVEL.includes(top)) return null
  if (SPLIT_INTO_SUBFOLDERS.includes(top)) {
    return relativePath.split('/').length > 2 ? `${top}/${sub}` : `${top}/(files)`
  }
  return top
}

function topOf(unit: string): string {
  return unit.split('/')[0] ?? unit
}

function collectImports(): Import[] {
  const imports: Import[] = []
  for (const top of TOP_LEVEL) {
    for (const file of sourceFiles(path.join(ROOT, top))) {
      const from = path.relative(ROOT, file).split(path.sep).join('/')
      for (const specifier of runtimeSpecifiers(file, fs.readFileSync(file, 'utf8'))) {
        let target: string
        if (specifier.startsWith('@/')) target = specifier.slice(2)
        else if (specifier.startsWith('.')) {
          target = path.relative(ROOT, path.resolve(path.dirname(file), specifier))
          target = target.split(path.sep).join('/')
        } else continue
        imports.push({ from, specifier, target })
      }
    }
  }
  return imports
}

/** Pairs of folders that import each other, each side with one file as evidence. */
export function mutualImports(
  imports: readonly Import[],
  unit: (relativePath: string) => string | null,
): string[] {
  const edges = new Map<string, Import>()
  for (const entry of imports) {
    const a = unit(entry.from)
    const b = unit(entry.target)
    if (a === null || b === null || a === b) continue
    if (!edges.has(`${a} -> ${b}`)) edges.set(`${a} -> ${b}`, entry)
  }
  const cycles: string[] = []
  for (const [key, there] of edges) {
    const [a = '', b = ''] = key.split(' -> ')
    const back = edges.get(`${b} -> ${a}`)
    if (!back || a > b) continue
    cycles.push(
      `${a} <-> ${b}: ${there.from} imports '${there.specifier}', ${back.from} imports '${back.specifier}'`,
    )
  }
  return cycles.sort()
}

describe('import cycles between folders', () => {
  const imports = collectImports()

  it('reads the import graph', () => {
    // Guards the test itself: a broken walk would find no cycles because it found no imports.
    expect(imports.length).toBeGreaterThan(500)
    expect(imports).toContainEqual(
      expect.objectContaining({
        from: 'graphql/resolvers/index.ts',
        target: 'graphql/resolvers/activities',
      }),
    )
  })

  it('no top-level folder imports one that imports it back', () => {
    const topLevel = (p: string) => {
      const unit = unitOf(p)
      return unit === null ? null : topOf(unit)
    }
    expect(mutualImports(imports, topLevel)).toEqual([])
  })

  it('no subfolder of lib/ or server/ imports a sibling that imports it back', () => {
    const cycles = mutualImports(imports, unitOf).filter((cycle) => {
      const [a = '', b = ''] = (cycle.split(':')[0] ?? '').split(' <-> ')
      return topOf(a) === topOf(b)
    })
    expect(cycles).toEqual([])
  })

  it.each<[string, string, boolean]>([
    ['import { a } from "x"', 'x', true],
    ['import type { A } from "x"', 'x', false],
    ['import { type A, type B } from "x"', 'x', false],
    ['import { type A, b } from "x"', 'x', true],
    ['export type { A } from "x"', 'x', false],
    ['export { a } from "x"', 'x', true],
    ['const m = await import("x")', 'x', true],
    ['import "x"', 'x', true],
  ])('%s is a runtime import: %p %p', (code, specifier, runtime) => {
    expect(runtimeSpecifiers('probe.ts', code).includes(specifier)).toBe(runtime)
  })

  it('names both sides of a cycle', () => {
    const probe: Import[] = [
      { from: 'lib/a/x.ts', specifier: '../b/y', target: 'lib/b/y' },
      { from: 'lib/b/y.ts', specifier: '../a/x', target: 'lib/a/x' },
    ]
    expect(mutualImports(probe, unitOf)).toEqual([
      "lib/a <-> lib/b: lib/a/x.ts imports '../b/y', lib/b/y.ts imports '../a/x'",
    ])
  })
})
