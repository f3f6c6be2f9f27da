#!/usr/bin/env node
// @ts-check
/**
 * Several instances of the app behind nginx, on one machine: the deployment example of
 * deploy/nginx and deploy/systemd run locally, as the topology test runs it
 * (e2e/topology.spec.ts), and as a human can.
 *
 *   node deploy/topology.mjs nginx-config --listen 80 --instance 10.0.0.11:3000 --instance …
 *       [--down 10.0.0.11:3000] prints the nginx configuration for those instances
 *       (deploy/nginx/move.conf.template), `--down` ones left out of rotation
 *   DATABASE_URL=postgres://… node deploy/topology.mjs up [--port 8080] [--instances 2]
 *       starts the instances (`npm start` each, on free ports) and nginx in front of them, on
 *       one PostgreSQL; `kill -HUP` the process for a rolling restart, Ctrl-C to stop
 *
 * Each instance is the production server `npm start` runs (server/http/serve.mjs, started as
 * scripts/start.mjs starts it; the build must exist: `npm run build`), with TRUSTED_PROXIES naming
 * nginx's loopback address. The database is migrated (and seeded when empty) once, before the
 * first instance starts, as deploy/systemd's move-prepare unit does. The instances share this
 * checkout's build (and so its page cache folder); on separate hosts each has its own.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  productionServerEnv,
  SERVER_ENTRY,
  SERVER_V8_FLAGS,
} from '../scripts/production-process.mjs'

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const TEMPLATE = path.join(ROOT, 'deploy/nginx/move.conf.template')
/** An instance out of service is tried again after this long (passive health check). */
const FAIL_TIMEOUT_SECONDS = 2
/** How long an instance may take to drain and stop, then to answer its health check. */
const STOP_WITHIN_MS = 20_000
const READY_WITHIN_MS = 120_000
/** After a reload, the old workers stop taking connections at once; this covers the switch. */
const RELOAD_SETTLE_MS = 500
/**
 * How long a restart waits for nginx's old workers to finish the requests they hold (nginx's
 * proxy_read_timeout: by then it has answered each of them itself).
 */
const OLD_WORKERS_WITHIN_MS = 60_000

/**
 * The nginx configuration (server and upstream blocks) for these instances.
 * @param {{ listen: string | number, instances: string[], down?: string[],
 *   trustedFrontProxies?: string[], assignments?: string[] }} options
 *   instances: `host:port` of each; down: those taken out of rotation (a rolling restart's
 *   current one); trustedFrontProxies: addresses in front of nginx (a CDN, a load balancer)
 *   whose X-Forwarded-For nginx may believe; assignments: each instance's assignments thread
 *   (`host:ASSIGNMENTS_PORT`, in the order of `instances`), none: the instances answer
 */
export function renderNginxConfig({
  listen,
  instances,
  down = [],
  trustedFrontProxies = [],
  assignments = [],
}) {
  if (instances.length === 0) throw new Error('nginx needs at least one instance')
  if (instances.every((address) => down.includes(address))) {
    throw new Error('at least one instance must stay in rotation')
  }
  if (assignments.length > 0 && assignments.length !== instances.length) {
    throw new Error('give one assignments address per instance, in the same order')
  }
  /*
   * An instance out of rotation is left out rather than marked `down`: with one instance left,
   * nginx never takes that one out for a failure (max_fails counts only among several), where
   * one slow answer from it would otherwise leave none in rotation and answer 502 to all.
   */
  const servers = instances
    .map((address) =>
      down.includes(address)
        ? `    # ${address}: out of rotation`
        : `    server ${address} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
    )
    .join('\n')
  const realIp = trustedFrontProxies.length
    ? [
        '    # The client address as the proxies in front of nginx give it.',
        ...trustedFrontProxies.map((address) => `    set_real_ip_from ${address};`),
        '    real_ip_header X-Forwarded-For;',
        '    real_ip_recursive on;',
      ].join('\n') + '\n'
    : ''
  const inRotation = instances.flatMap((address, index) =>
    down.includes(address) ? [] : [{ address, thread: assignments[index] }],
  )
  const assignmentsUpstream = assignments.length
    ? [
        '',
        'upstream move_assignments {',
        "    # The instances' assignments threads; while none answers, the instances' own lane.",
        ...inRotation.map(
          ({ thread }) => `    server ${thread} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
        ),
        ...inRotation.map(({ address }) => `    server ${address} backup;`),
        '    keepalive 16;',
        '}',
        '',
      ].join('\n')
    : ''
  const assignmentsLocation = assignments.length
    ? [
        '',
        '    # Every page view asks for its assignments: answered apart from the pages (a GET,',
        '    # safe to ask again elsewhere).',
        '    location = /api/experiments {',
        '        proxy_pass http://move_assignments;',
        '    }',
        '',
      ].join('\n')
    : ''
  return readFileSync(TEMPLATE, 'utf8')
    .replace('__ASSIGNMENTS_UPSTREAM__\n', assignmentsUpstream)
    .replace('__ASSIGNMENTS_LOCATION__\n', assignmentsLocation)
    .replace('__UPSTREAM_SERVERS__', servers)
    .replace('__LISTEN__', String(listen))
    .replace('__REAL_IP__\n', realIp)
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(address.port))
    })
  })
}

/**
 * @typedef {object} RunningNginx
 * @property {number | undefined} pid the master's
 * @property {(config: string) => void} reload with this configuration (server and upstream blocks)
 * @property {() => string} errors its error log so far
 * @property {() => Promise<void>} stop
 */

/**
 * A folder for nginx to run in: its nginx.conf around `config` (move.conf), logs and temp files.
 * @param {string} config
 * @returns {{ prefix: string, writeConfig: (text: string) => void }}
 */
function nginxFolder(config) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'move-nginx-'))
  chmodSync(prefix, 0o755)
  for (const dir of ['logs', 'tmp']) {
    mkdirSync(path.join(prefix, dir))
    chmodSync(path.join(prefix, dir), 0o777)
  }
  const writeConfig = (/** @type {string} */ text) =>
    writeFileSync(path.join(prefix, 'move.conf'), text)
  writeConfig(config)
  const asRoot = process.getuid?.() === 0
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      ...(asRoot ? ['user nobody nogroup;'] : []),
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 2048; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/tmp/${kind};`,
      ),
      '  include move.conf;',
      '}',
      '',
    ].join('\n'),
  )
  return { prefix, writeConfig }
}

/**
 * Whether nginx accepts `config` (`nginx -t`), with what it said.
 * @param {string} config
 * @returns {{ ok: boolean, output: string }}
 */
export function checkNginxConfig(config) {
  const binary = nginxBinary()
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install nginx)')
  const { prefix } = nginxFolder(config)
  try {
    const result = spawnSync(binary, ['-t', '-p', prefix, '-c', 'nginx.conf'], { encoding: 'utf8' })
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
  } finally {
    rmSync(prefix, { recursive: true, force: true })
  }
}

/**
 * Debian's nginx in the foreground, in a folder of its own, serving `config` (server and upstream
 * blocks, as renderNginxConfig makes them); resolves once `healthUrl` answers through it.
 * @param {string} config
 * @param {string} healthUrl
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx(config, healthUrl) {
  const found = nginxBinary()
  if (!found) throw new Error('nginx is not installed (Debian: apt-get install nginx)')
  const binary = found
  const { prefix, writeConfig } = nginxFolder(config)
  const nginx = spawn(binary, ['-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // A session of its own, as a service has: with the kernel's autogroup scheduling, one
    // session's processes share one CPU share, and nginx would get a slice of its caller's.
    detached: true,
  })
  let output = ''
  nginx.stderr?.on('data', (chunk) => (output += chunk.toString()))
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT')
      await new Promise((resolve) => nginx.once('exit', resolve))
    }
    rmSync(prefix, { recursive: true, force: true })
  }
  try {
    await waitForHealth(healthUrl, 30_000, () => nginx.exitCode !== null)
  } catch (error) {
    await stop()
    throw new Error(`nginx did not start: ${output || error}`)
  }
  return {
    pid: nginx.pid,
    reload(text) {
      writeConfig(text)
      const reload = spawnSync(binary, ['-p', prefix, '-c', 'nginx.conf', '-s', 'reload'], {
        encoding: 'utf8',
      })
      if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr}`)
    },
    errors() {
      try {
        return readFileSync(path.join(prefix, 'logs/error.log'), 'utf8')
      } catch {
        return ''
      }
    },
    stop,
  }
}

/**
 * @param {string} url
 * @param {number} withinMs
 * @param {() => boolean} [gone] true once waiting is pointless (the process exited)
 */
async function waitForHealth(url, withinMs, gone = () => false) {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`${url}: the process exited`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening, or not ready yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} was not healthy within ${withinMs / 1000} s`)
}

/**
 * @typedef {object} Instance
 * @property {number} port
 * @property {string} origin
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output what it printed so far
 * @property {string | null} assignmentsOrigin its assignments thread's (ASSIGNMENTS_PORT), if any
 */

/**
 * @param {number} port
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<Instance>}
 */
async function startInstance(port, env) {
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, SERVER_ENTRY], {
    cwd: ROOT,
    env: productionServerEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const assignmentsOrigin = env.ASSIGNMENTS_PORT ? `http://127.0.0.1:${env.ASSIGNMENTS_PORT}` : null
  const instance = { port, origin, child, output: () => output, assignmentsOrigin }
  try {
    await waitForHealth(`${origin}/api/health`, READY_WITHIN_MS, () => child.exitCode !== null)
  } catch (error) {
    child.kill('SIGKILL')
    throw new Error(`${error instanceof Error ? error.message : error}\n${output}`)
  }
  return instance
}

/** @param {Instance} instance */
async function stopInstance(instance) {
  const { child } = instance
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_WITHIN_MS)
  await exited
  clearTimeout(killer)
}

/**
 * @typedef {object} Topology
 * @property {string} origin nginx's
 * @property {Instance[]} instances
 * @property {(index: number) => Promise<void>} restart one instance: out of nginx's rotation,
 *   drained and stopped, started and healthy again, back in rotation
 * @property {() => Promise<number[]>} rollingRestart every instance, one at a time; resolves
 *   with how long each took (ms)
 * @property {() => string} nginxErrors nginx's error log so far
 * @property {() => number[]} reloads when nginx was told to reload (ms since the epoch): a
 *   reloading nginx 1.22 closes its old workers' idle keep-alive connections, and a client's
 *   request already on its way on one is reset (see the topology test)
 * @property {() => Promise<void>} stop
 */

/**
 * Starts `instances` instances of the app and nginx in front of them.
 * @param {{ databaseUrl: string, instances?: number, port?: number, env?: Record<string, string>,
 *   trustedFrontProxies?: string[] }} options
 *   port: nginx's (default: a free one); env: more settings for every instance
 * @returns {Promise<Topology>}
 */
export async function startTopology({
  databaseUrl,
  instances: count = 2,
  port,
  env = {},
  trustedFrontProxies = [],
}) {
  const nginxPort = port ?? (await freePort())
  /** @type {number[]} */
  const reloadedAt = []
  const origin = `http://127.0.0.1:${nginxPort}`
  /** @type {NodeJS.ProcessEnv} */
  const instanceEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    // nginx reaches the instances from loopback: its X-Forwarded-For names the client.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    NEXT_PUBLIC_SITE_URL: origin,
    ...env,
  }
  prepareDatabase(instanceEnv)
  const ports = []
  for (let i = 0; i < count; i += 1) ports.push(await freePort())
  // Each instance's assignments thread (server/http/assignments-thread.mjs), which nginx sends
  // GET /api/experiments to.
  /** @type {number[]} */
  const assignmentPorts = []
  for (let i = 0; i < count; i += 1) assignmentPorts.push(await freePort())
  /** @param {number} index */
  const envOf = (index) => ({ ...instanceEnv, ASSIGNMENTS_PORT: String(assignmentPorts[index]) })
  // The site's own hosts for state-changing requests (lib/http/own-hosts.ts): nginx's address,
  // and each instance's, which the build's NEXT_PUBLIC_SITE_URL does not name.
  instanceEnv.SITE_HOSTS ??= [
    `127.0.0.1:${nginxPort}`,
    ...ports.map((instancePort) => `127.0.0.1:${instancePort}`),
  ].join(',')
  /** @type {Instance[]} */
  const running = []
  for (const [index, instancePort] of ports.entries()) {
    running.push(await startInstance(instancePort, envOf(index)))
  }

  const addresses = ports.map((instancePort) => `127.0.0.1:${instancePort}`)
  const threads = assignmentPorts.map((threadPort) => `127.0.0.1:${threadPort}`)
  /** @param {string[]} down */
  const config = (down) =>
    renderNginxConfig({
      listen: `127.0.0.1:${nginxPort}`,
      instances: addresses,
      down,
      trustedFrontProxies,
      assignments: threads,
    })
  /** @type {RunningNginx} */
  let nginx
  try {
    nginx = await startNginx(config([]), `${origin}/api/health`)
  } catch (error) {
    for (const instance of running) await stopInstance(instance)
    throw error
  }

  /**
   * Out of rotation, then reloaded: nginx's new workers send it nothing, the old ones finish
   * what they were answering. With `drain`, resolves once the old workers have exited: nothing
   * sends to the instances left out any more, and no worker whose configuration left another
   * instance out (an earlier restart's) still waits on the ones in rotation.
   * @param {string[]} down
   * @param {{ drain?: boolean }} [options]
   */
  async function rotate(down, { drain = false } = {}) {
    const oldWorkers = workersOf(nginx.pid)
    reloadedAt.push(Date.now())
    nginx.reload(config(down))
    await new Promise((resolve) => setTimeout(resolve, RELOAD_SETTLE_MS))
    const deadline = Date.now() + OLD_WORKERS_WITHIN_MS
    while (drain && oldWorkers.some(isRunning) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** @param {number} index */
  async function restart(index) {
    const instance = running[index]
    if (!instance) throw new Error(`no instance ${index}`)
    const address = addresses[index] ?? ''
    await rotate([address], { drain: true })
    // SIGTERM: it finishes the requests it has (none, unless nginx's old workers outlasted the
    // wait), then stops.
    await stopInstance(instance)
    running[index] = await startInstance(instance.port, envOf(index))
    await rotate([])
  }

  return {
    origin,
    instances: running,
    restart,
    async rollingRestart() {
      const took = []
      for (let index = 0; index < running.length; index += 1) {
        const started = Date.now()
        await restart(index)
        took.push(Date.now() - started)
      }
      return took
    },
    reloads: () => [...reloadedAt],
    nginxErrors: () => nginx.errors(),
    async stop() {
      await nginx.stop()
      for (const instance of running) await stopInstance(instance)
    },
  }
}

/**
 * Migrations, and the seed when the catalogue is empty, as `npm start` runs them: once, before
 * any instance serves.
 * @param {NodeJS.ProcessEnv} env
 */
function prepareDatabase(env) {
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'scripts/prepare-database.ts')],
    { cwd: ROOT, env, encoding: 'utf8' },
  )
  if (result.status !== 0)
    throw new Error(`prepare-database failed:\n${result.stdout}${result.stderr}`)
}

/**
 * The processes nginx's master has started (its workers), by pid.
 * @param {number | undefined} masterPid
 * @returns {number[]}
 */
function workersOf(masterPid) {
  if (masterPid === undefined) return []
  const found = spawnSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' })
  // Without pgrep (procps), no wait: the instance's own drain still serves what it has.
  return (found.stdout ?? '').split('\n').filter(Boolean).map(Number)
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The nginx binary: NGINX_PATH, else one on PATH, else Debian's (/usr/sbin, off a user's PATH). */
function nginxBinary() {
  const candidates = [process.env.NGINX_PATH, 'nginx', '/usr/sbin/nginx'].filter(Boolean)
  return candidates.find(
    (candidate) =>
      spawnSync(/** @type {string} */ (candidate), ['-v'], { stdio: 'ignore' }).status === 0,
  )
}

/** Whether nginx can be run here. */
export function nginxAvailable() {
  return nginxBinary() !== undefined
}

/** @param {string[]} args @param {string} name */
function options(args, name) {
  return args.flatMap((arg, index) => (arg === `--${name}` ? [args[index + 1] ?? ''] : []))
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (command === 'nginx-config') {
    process.stdout.write(
      renderNginxConfig({
        listen: options(args, 'listen')[0] ?? '80',
        instances: options(args, 'instance'),
        down: options(args, 'down'),
        trustedFrontProxies: options(args, 'trusted-front-proxy'),
        assignments: options(args, 'assignments'),
      }),
    )
    return
  }
  if (command === 'up') {
    const databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) throw new Error('DATABASE_URL must name the PostgreSQL the instances share')
    const port = Number(options(args, 'port')[0] ?? 8080)
    const instances = Number(options(args, 'instances')[0] ?? 2)
    const topology = await startTopology({ databaseUrl, instances, port })
    console.log(`nginx on ${topology.origin}, in front of:`)
    for (const instance of topology.instances) console.log(`  ${instance.origin}`)
    console.log(`kill -HUP ${process.pid} restarts them one at a time; Ctrl-C stops.`)
    process.on('SIGHUP', () => {
      topology.rollingRestart().then(
        (took) => console.log(`Rolling restart done: ${took.map((ms) => `${ms} ms`).join(', ')}`),
        (error) => console.error('Rolling restart failed:', error),
      )
    })
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
      process.once(signal, () => void topology.stop().then(() => process.exit(0)))
    }
    return
  }
  console.error('usage: node deploy/topology.mjs nginx-config|up [options]')
  process.exit(2)
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
