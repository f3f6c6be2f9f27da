/**
 * The framework floor for bench:lighthouse: the bare Next.js page in bench/framework-floor/app
 * (server-rendered text, no client component, styles, fonts or images), built and served by the
 * same Next, React and Chromium as the app. Lighthouse multiplies the main-thread work it sees by
 * 4, so on a slow host even this page loses points: its score is the best any page of this stack
 * can reach there, and /london's score is read against it.
 *
 * It is built in a temporary folder, not in place: Turbopack takes the repository (found by its
 * lockfile) as the workspace root and would compile the app's own instrumentation.ts into it. The
 * folder borrows the app's node_modules through a symlink, so Turbopack's root is set to the
 * nearest folder holding both.
 */
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')
const SOURCE = path.join(__dirname, 'framework-floor')

export interface FrameworkFloor {
  origin: string
  stop(): Promise<void>
}

/** The deepest folder that holds both paths (both absolute). */
export function commonAncestor(first: string, second: string): string {
  const a = path.resolve(first).split(path.sep)
  const b = path.resolve(second).split(path.sep)
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1
  return a.slice(0, shared).join(path.sep) || path.sep
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'esnext'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    esModuleInterop: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
}

async function waitForPage(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(origin)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the framework floor page did not answer within ${timeoutMs / 1000}s`)
}

export async function startFrameworkFloor(port: number): Promise<FrameworkFloor> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'move-framework-floor-'))
  cpSync(path.join(SOURCE, 'app'), path.join(folder, 'app'), { recursive: true })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir')
  writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
  writeFileSync(
    path.join(folder, 'next.config.js'),
    `module.exports = { turbopack: { root: ${JSON.stringify(commonAncestor(folder, ROOT))} } }\n`,
  )
  const next = path.join(ROOT, 'node_modules/.bin/next')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
  }
  const build = spawnSync(next, ['build'], { cwd: folder, env, encoding: 'utf8' })
  if (build.status !== 0) {
    rmSync(folder, { recursive: true, force: true })
    throw new Error(`building the framework floor page failed:\n${build.stdout}\n${build.stderr}`)
  }
  const server = spawn(next, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: folder,
    env,
    stdio: 'ignore',
    detached: true,
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitForPage(origin, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
