import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Styles compile at build time (next-yak): a template's interpolations are read from the
 * source, not run. A function call there (`${media.below(600)}`) compiles to broken CSS without
 * an error, so every interpolation must be something the compiler can read: a name or a
 * property path (a literal constant, a token, a mixin, a keyframes or a styled component), or an
 * arrow function of the props (a dynamic value). And styled-components is gone for good.
 */

const ROOT = path.join(__dirname, '../..')
const SOURCE_DIRS = ['app', 'components', 'styles', 'lib']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const FILES = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))

/** The names a file imports from next-yak (styled, css, keyframes), as it calls them locally. */
function yakTags(file: ts.SourceFile): Set<string> {
  const names = new Set<string>()
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'next-yak'
    ) {
      const bindings = statement.importClause?.namedBindings
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.add(element.name.text)
      }
    }
  }
  return names
}

/** The identifier a tag starts from: `styled` in styled.div, styled(X) or styled.div<P>. */
function tagRoot(tag: ts.Expression): string | null {
  let node: ts.Expression = tag
  for (;;) {
    if (ts.isIdentifier(node)) return node.text
    if (ts.isPropertyAccessExpression(node)) node = node.expression
    else if (ts.isCallExpression(node)) node = node.expression
    else return null
  }
}

/** A name or a chain of property names: something the compiler resolves at build time. */
function isStaticReference(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return true
  if (ts.isPropertyAccessExpression(node)) return isStaticReference(node.expression)
  return false
}

function readable(node: ts.Expression): boolean {
  return isStaticReference(node) || ts.isArrowFunction(node)
}

/** Every interpolation the compiler cannot read, as `file:line: text`. */
function unreadableInterpolations(
  fileName: string,
  text = readFileSync(fileName, 'utf8'),
): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const tags = yakTags(file)
  if (tags.size === 0) return []
  const problems: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const root = tagRoot(node.tag)
      if (root && tags.has(root) && ts.isTemplateExpression(node.template)) {
        for (const span of node.template.templateSpans) {
          // A token is a custom property: `-${space.sm}` is `-var(--space-sm)`, not a length.
          const before = span === node.template.templateSpans[0] ? node.template.head.text : null
          const preceding =
            before ??
            node.template.templateSpans[node.template.templateSpans.indexOf(span) - 1]!.literal.text
          if (/(^|[\s(:,])-$/.test(preceding)) {
            const { line } = file.getLineAndCharacterOfPosition(span.expression.getStart())
            problems.push(
              `${path.relative(ROOT, fileName)}:${line + 1}: -\${${span.expression.getText()}} (use calc(-1 * …))`,
            )
          }
          if (!readable(span.expression)) {
            const { line } = file.getLineAndCharacterOfPosition(span.expression.getStart())
            problems.push(
              `${path.relative(ROOT, fileName)}:${line + 1}: \${${span.expression.getText()}}`,
            )
          }
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return problems
}

describe('build-time style templates', () => {
  it('finds the styled components it checks', () => {
    const styled = FILES.filter(
      (file) =>
        yakTags(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest))
          .size > 0,
    )
    expect(styled.length).toBeGreaterThan(50)
  })

  it('interpolates only names, property paths and arrow functions', () => {
    expect(FILES.flatMap((file) => unreadableInterpolations(file))).toEqual([])
  })

  it.each([
    ['a call', '${media.below(600)} { color: red; }', ['${media.below(600)}']],
    ['a template', 'width: ${`${W}px`};', ['${`${W}px`}']],
    ['a sum', 'width: ${W + 1}px;', ['${W + 1}']],
    ['a negated token', 'top: -${space.sm};', ['-${space.sm} (use calc(-1 * …))']],
    ['names, paths and arrows', 'color: ${colors.ink}; ${mixin}; width: ${(p) => p.$w};', []],
  ])('tells %s apart', (_name, template, expected) => {
    const source = `import { styled } from 'next-yak'\nexport const A = styled.div\`${template}\``
    const found = unreadableInterpolations(path.join(ROOT, 'probe.ts'), source)
    expect(found.map((line) => line.replace(/^probe\.ts:\d+: /, ''))).toEqual(expected)
  })

  it('no source imports styled-components', () => {
    const importers = FILES.filter((file) =>
      /from ['"]styled-components['"]/.test(readFileSync(file, 'utf8')),
    ).map((file) => path.relative(ROOT, file))
    expect(importers).toEqual([])
  })
})
