/**
 * @jest-environment node
 *
 * deploy/rolling-restart.sh with stand-ins for systemctl, nginx and pgrep (each logs its call;
 * nginx's reload keeps the configuration it was given) and real HTTP servers for the instances'
 * health checks: each instance leaves nginx's rotation before it restarts and comes back once
 * healthy; one that stays unhealthy stays out, and the restart stops.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const SCRIPT = path.resolve(__dirname, '../../deploy/rolling-restart.sh')

let folder: string
const servers: http.Server[] = []

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'rolling-restart-'))
  const log = path.join(folder, 'calls.log')
  const stub = (name: string, body: string) => {
    const file = path.join(folder, 'bin', name)
    writeFileSync(file, `#!/usr/bin/env bash\n${body}\n`)
    chmodSync(file, 0o755)
  }
  mkdirSync(path.join(folder, 'bin'))
  stub('systemctl', `echo "systemctl $*" >>${log}`)
  // The reload records which instances the configuration it loads has in rotation, and which
  // assignments threads (backups left out), when it has any.
  const inUpstream = (name: string) =>
    `$(awk '/^upstream ${name} /{u=1} /^}/{u=0} u && /server / && !/backup/{print $2}' ${folder}/move.conf | tr '\\n' ' ')`
  stub(
    'nginx',
    `if [ "$1" = "-s" ]; then threads="${inUpstream('move_assignments')}"; echo "reload: ${inUpstream('move_instances')}\${threads:+| threads: $threads}" >>${log}; fi`,
  )
  stub('pgrep', 'exit 1')
})

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
  rmSync(folder, { recursive: true, force: true })
})

/** An instance whose /api/health answers `status`. */
async function instance(status: number): Promise<number> {
  const server = http.createServer((_req, res) => {
    res.writeHead(status).end()
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

function rollingRestart(ports: number[], assignments: 'on' | 'off' = 'off') {
  return new Promise<{ code: number | null; stderr: string; calls: string[] }>((resolve) => {
    const child = spawn('bash', [SCRIPT, ...ports.map(String)], {
      env: {
        ...process.env,
        PATH: `${path.join(folder, 'bin')}:${process.env.PATH}`,
        MOVE_NGINX_CONF: path.join(folder, 'move.conf'),
        READY_WITHIN_SECONDS: '2',
        MOVE_ASSIGNMENTS: assignments,
      },
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => {
      const calls = readFileSync(path.join(folder, 'calls.log'), 'utf8').trim().split('\n')
      resolve({ code, stderr, calls: calls.map((line) => line.trim()) })
    })
  })
}

describe('deploy/rolling-restart.sh', () => {
  it('takes each instance out of rotation, restarts it, and puts it back once healthy', async () => {
    const [a, b] = [await instance(200), await instance(200)]
    const { code, calls } = await rollingRestart([a, b])
    expect(code).toBe(0)
    expect(calls).toEqual([
      `reload: 127.0.0.1:${b}`,
      `systemctl restart move@${a}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${b}`,
      `reload: 127.0.0.1:${a}`,
      `systemctl restart move@${b}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${b}`,
    ])
  })

  it("takes each instance's assignments thread out of rotation with it", async () => {
    const [a, b] = [await instance(200), await instance(200)]
    const { code, calls } = await rollingRestart([a, b], 'on')
    expect(code).toBe(0)
    // Each thread on its instance's port with a 1 in front, as move@.service sets it.
    expect(calls).toEqual([
      `reload: 127.0.0.1:${b} | threads: 127.0.0.1:1${b}`,
      `systemctl restart move@${a}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${b} | threads: 127.0.0.1:1${a} 127.0.0.1:1${b}`,
      `reload: 127.0.0.1:${a} | threads: 127.0.0.1:1${a}`,
      `systemctl restart move@${b}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${b} | threads: 127.0.0.1:1${a} 127.0.0.1:1${b}`,
    ])
  })

  it('leaves an instance that does not come back out of rotation, and stops', async () => {
    const [a, b, c] = [await instance(200), await instance(503), await instance(200)]
    const { code, stderr, calls } = await rollingRestart([a, b, c])
    expect(code).toBe(1)
    expect(stderr).toContain(`move@${b} is not healthy after 2 s: it stays out of rotation`)
    expect(calls).toEqual([
      `reload: 127.0.0.1:${b} 127.0.0.1:${c}`,
      `systemctl restart move@${a}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${b} 127.0.0.1:${c}`,
      `reload: 127.0.0.1:${a} 127.0.0.1:${c}`,
      `systemctl restart move@${b}`,
    ])
  })
})
