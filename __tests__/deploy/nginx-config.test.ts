/**
 * @jest-environment node
 *
 * deploy/nginx's configuration as deploy/topology.mjs renders it: nginx itself accepts it
 * (`nginx -t`, skipped where nginx is not installed), and GET /api/experiments goes to the
 * instances' assignments threads only when they are given, each instance's own lane standing by.
 */
import { checkNginxConfig, nginxAvailable, renderNginxConfig } from '../../deploy/topology.mjs'

const INSTANCES = ['127.0.0.1:3000', '127.0.0.1:3001']
const THREADS = ['127.0.0.1:13000', '127.0.0.1:13001']

/** The `server` lines of one upstream block. */
function upstream(config: string, name: string): string[] {
  const block = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(config)?.[1] ?? ''
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('server '))
}

describe('the nginx configuration', () => {
  it.each([
    ['the instances alone', { listen: 8080, instances: INSTANCES }],
    ['with assignments threads', { listen: 8080, instances: INSTANCES, assignments: THREADS }],
    [
      'one instance out of rotation, a CDN in front',
      {
        listen: 8080,
        instances: INSTANCES,
        assignments: THREADS,
        down: [INSTANCES[1]!],
        trustedFrontProxies: ['10.0.0.0/8'],
      },
    ],
  ])('is accepted by nginx: %s', (_, options) => {
    if (!nginxAvailable()) return // .ci/run installs it; a developer's machine may not have it
    const { ok, output } = checkNginxConfig(renderNginxConfig(options))
    expect(output).toMatch(/syntax is ok/)
    expect(ok).toBe(true)
  })

  it('sends GET /api/experiments to the threads, the instances standing by', () => {
    const config = renderNginxConfig({ listen: 8080, instances: INSTANCES, assignments: THREADS })
    expect(config).toMatch(
      /location = \/api\/experiments \{\s*proxy_pass http:\/\/move_assignments;/,
    )
    expect(upstream(config, 'move_assignments')).toEqual([
      'server 127.0.0.1:13000 max_fails=1 fail_timeout=2s;',
      'server 127.0.0.1:13001 max_fails=1 fail_timeout=2s;',
      'server 127.0.0.1:3000 backup;',
      'server 127.0.0.1:3001 backup;',
    ])
  })

  it("leaves an instance's thread out with it", () => {
    const config = renderNginxConfig({
      listen: 8080,
      instances: INSTANCES,
      assignments: THREADS,
      down: ['127.0.0.1:3000'],
    })
    expect(upstream(config, 'move_instances')).toEqual([
      'server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;',
    ])
    expect(upstream(config, 'move_assignments')).toEqual([
      'server 127.0.0.1:13001 max_fails=1 fail_timeout=2s;',
      'server 127.0.0.1:3001 backup;',
    ])
  })

  it('leaves /api/experiments to the instances without threads', () => {
    const config = renderNginxConfig({ listen: 8080, instances: INSTANCES })
    expect(config).not.toMatch(/location = \/api\/experiments/)
    expect(config).not.toContain('move_assignments')
    expect(config).not.toContain('__')
  })

  it('refuses threads that do not match the instances one for one', () => {
    expect(() =>
      renderNginxConfig({ listen: 8080, instances: INSTANCES, assignments: [THREADS[0]!] }),
    ).toThrow(/one assignments address per instance/)
  })
})
