/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, the distribution's, or Playwright's own
 * download. Where there is none it installs one (Debian's package as root, else Playwright's
 * installer) or says exactly what to run.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test')
    const candidate = chromium.executablePath()
    return candidate && existsSync(candidate) ? candidate : undefined
  } catch {
    return undefined
  }
}

function found() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return CANDIDATES.find((candidate) => existsSync(candidate))
}

export async function findOrInstallChromium() {
  const existing = found() ?? (await playwrightChromium())
  if (existing) return existing

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian\'s chromium package…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    const installed = found()
    if (installed) return installed
  }
  console.log('No Chromium found: trying Playwright\'s installer…')
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
    const downloaded = await playwrightChromium()
    if (downloaded) return downloaded
  } catch {
    // Offline or blocked: fall through to the message.
  }
  throw new Error(
    'No Chromium for the end-to-end tests. Install one and run again:\n' +
      '  sudo apt-get install -y chromium          (Debian/Ubuntu)\n' +
      '  or: npx playwright install chromium\n' +
      '  or: CHROMIUM_PATH=/path/to/chrome npm test',
  )
}
