/**
 * The W3C Nu HTML checker (vnu.jar from the vnu-jar package, on the machine's Java 17+) run once
 * over a batch of documents.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

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
