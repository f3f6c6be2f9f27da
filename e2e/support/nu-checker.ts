/**
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, on the machine's Java 17+) run once
 * over a batch of documents, and the rule that sets styled-components' body styles apart
 * (docs/decisions/0026-styled-components-body-styles.md).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { RewritingStream } from 'parse5-html-rewriting-stream'

const VNU_JAR = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
)

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
}

/** A finding in one of the checked documents. */
export interface NuFinding extends NuMessage {
  name: string
}

/**
 * Checks every document in one Java process (vnu takes a few seconds to start), returning each
 * message with the name of the document it is about. Fails when Java or the checker fails.
 */
export async function checkHtml(documents: Record<string, string>): Promise<NuFinding[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'move-vnu-'))
  try {
    const files = new Map<string, string>()
    let index = 0
    for (const [name, html] of Object.entries(documents)) {
      const file = path.join(dir, `page-${(index += 1)}.html`)
      files.set(file, name)
      await writeFile(file, html)
    }
    const { stderr } = await promisify(execFile)(
      process.env.JAVA ?? 'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      throw new Error(
        error.code === 'ENOENT'
          ? 'The Nu checker needs Java 17 or later on PATH (Debian: apt-get install default-jre-headless).'
          : `The Nu checker failed: ${error.stderr ?? error.message}`,
      )
    })
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] }
    return messages.map((message) => ({
      ...message,
      name: files.get(decodeURIComponent(new URL(message.url ?? 'file:/').pathname)) ?? '?',
    }))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

interface Span {
  start: [number, number]
  end: [number, number]
}

/**
 * Where the document's styled-components <style> elements are (from their start tag's '<' to
 * their end tag's '>', as line and column from 1, as the checker counts), found by parse5's
 * tokenizer: a `data-styled` attribute marks them.
 */
export async function styledComponentsStyles(html: string): Promise<Span[]> {
  const spans: Span[] = []
  let open: [number, number] | null = null
  const tokens = new RewritingStream()
  tokens.on('startTag', (tag) => {
    const location = tag.sourceCodeLocation
    if (tag.tagName === 'style' && location && tag.attrs.some((a) => a.name === 'data-styled')) {
      open = [location.startLine, location.startCol]
    }
  })
  tokens.on('endTag', (tag) => {
    const location = tag.sourceCodeLocation
    if (tag.tagName === 'style' && open && location) {
      spans.push({ start: open, end: [location.endLine, location.endCol] })
      open = null
    }
  })
  tokens.resume()
  await new Promise<void>((resolve, reject) => {
    tokens.once('finish', resolve)
    tokens.once('error', reject)
    tokens.end(html)
  })
  return spans
}

/**
 * What the checker says about a styled-components <style> element in <body>: it must be its
 * parent's first child, its selectors must match only its parent and what follows, and it may
 * not sit in a phrasing element (a <p>, a <span>). Nothing else is excused.
 */
const STYLED_COMPONENTS_MESSAGES = [
  /^A “style” element in “body” must be the first child of its parent\.$/,
  /^The selector “.+” matches, or might match, an element that comes before the parent of this “style” element\. A “style” element in “body” must only have selectors that match its parent and elements after its parent\.$/,
  /^Element “style” not allowed as child of element “[a-z0-9]+” in this context\. \(Suppressing further errors from this subtree\.\)$/,
]

const before = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])

/**
 * Whether an error is about a styled-components <style> element in <body> and nothing else:
 * one of the three messages above, at a place inside such an element.
 */
export function isStyledComponentsBodyStyle(message: NuMessage, styles: Span[]): boolean {
  if (!STYLED_COMPONENTS_MESSAGES.some((pattern) => pattern.test(message.message))) return false
  const at: [number, number] = [message.lastLine ?? 0, message.lastColumn ?? 0]
  return styles.some((style) => before(style.start, at) && before(at, style.end))
}
