/**
 * `npm run bench:graphql [-- --origin http://127.0.0.1:3202 --concurrency 10 --rounds 3]`
 *
 * Whether heavy GraphQL queries stall the server (docs/decisions/0023-graphql-bounds.md): ten
 * 15-alias whole-city queries made /api/health take 36.7 s. Against the production server (`--origin`, or one started
 * here with `node scripts/start.mjs` on BENCH_PORT (default 3401) and its own PGlite folder,
 * trusting loopback's X-Forwarded-For so that each request is another visitor):
 *  1. each candidate "worst" query once to warm up, then `--rounds` times alone: its status,
 *     error code, time and response size. The 15-alias attack must be refused; of the allowed
 *     ones, the slowest is the worst allowed query;
 *  2. /api/health alone (the baseline), then while `--concurrency` copies of the worst allowed
 *     query run at once, again and again until `--rounds` batches are done: health's latency.
 * Target: /api/health answers within 1 s throughout.
 *
 * Wall times on a shared 2-core VM depend on the neighbours; the server's CPU time per query
 * (with `--pid` of the server process when `--origin` is given) does not. With PGlite the SQL
 * runs on the server's one event loop, so ten queries' CPU time is about the longest /api/health
 * can wait behind them on an otherwise idle machine.
 */
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { print } from 'graphql'
import { CityDiscoveryDocument, GetActivitiesDocument } from '@/graphql/generated/client/graphql'
import { randomAddress, startAppServer, table, type AppServer } from './app-server'
import { parseProcStat } from './process-cpu'

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? undefined : process.argv[i + 1]
}

function numberOption(name: string, fallback: number): number {
  const value = Number(option(name))
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const CONCURRENCY = numberOption('concurrency', 10)
const ROUNDS = numberOption('rounds', 3)
const HEALTH_TARGET_MS = 1000
const CITY = 'london'

interface Candidate {
  name: string
  query: string
  variables?: Record<string, unknown>
  /** Expected to be refused (the 15-alias attack). */
  attack?: boolean
  /** Venue slugs to cycle through as $slug, one per request (no cache helps). */
  slugs?: string[]
}

function aliased(count: number, field: string): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`
}

/** Twenty of the catalogue's cities: venueCountsAround counts each one separately. */
const CITIES = [
  'London',
  'Birmingham',
  'Leeds',
  'Glasgow',
  'Sheffield',
  'Manchester',
  'Edinburgh',
  'Liverpool',
  'Bristol',
  'Leicester',
  'Cardiff',
  'Nottingham',
  'Newcastle',
  'Brighton',
  'Plymouth',
  'Southampton',
  'York',
  'Huddersfield',
  'Oxford',
  'Doncaster',
]

/** A venue page's GetConfig selection under `alias`, for the venue `slug` (a literal or $slug). */
function venuePage(alias: string, slug: string): string {
  const body =
    `${alias}: config(variant: VENUE, urlSlug: ${slug}) { page { ... on VenuePage { pageTitle ` +
    'moversGoingToThisVenue moversInCity relatedVenues { urlSlug venueId name logoUrl ' +
    'thumbnailUrl activities } venue { id name description amenities address location { lat ' +
    'lng } rating imageUrls activities { id name thumb_img_url timeslots { id dayOfWeek ' +
    'startTime endTime } } reviews { id rating timeResponded review customer { id displayName ' +
    'avatarUrl } } } } } }'
  return slug === '$slug' ? `query ($slug: String!) { ${body} }` : body
}

function candidates(venueSlugs: string[], activityIds: string[]): Candidate[] {
  // The whole city in one page (its list maximum): what the cost limit has to price.
  const wholeCity = (selection: string) =>
    `activities(city: "${CITY}") { activities(first: 2500) { ${selection} } }`
  const printed = print(CityDiscoveryDocument)
  const discoveryFragment = printed.slice(printed.indexOf('fragment DiscoveryActivityFields'))
  return [
    {
      name: 'the 15-alias attack: 15 × activities(london) with descriptions and timeslots',
      query: aliased(
        15,
        wholeCity(
          'id title description tags rating url img_url venue { id name address } ' +
            'timeslots { id start_time end_time day_of_week }',
        ),
      ),
      attack: true,
    },
    {
      name: 'GetActivities for London (a page of 400, timeslots included)',
      query: print(GetActivitiesDocument),
      variables: { city: CITY },
    },
    {
      name: "London's list fields, the whole city in one page (CityDiscovery)",
      query: print(CityDiscoveryDocument),
      variables: { city: CITY },
    },
    { name: "London's timeslot ids", query: `{ ${wholeCity('id timeslots { id }')} }` },
    {
      name: "London's discovery list, twice under aliases",
      query:
        `query ($city: String!) { ${['a', 'b'].map((alias) => `${alias}: activities(city: $city) { activities(first: 2500) { ...DiscoveryActivityFields } }`).join(' ')} } ` +
        discoveryFragment,
      variables: { city: CITY },
    },
    {
      name: 'a venue page (GetConfig), a different venue each time',
      query: venuePage('v', '$slug'),
      variables: { slug: venueSlugs[0] },
      slugs: venueSlugs,
    },
    {
      name: 'two venue pages under aliases',
      query: `{ ${venueSlugs
        .slice(0, 2)
        .map((slug, i) => venuePage(`v${i}`, JSON.stringify(slug)))
        .join(' ')} }`,
    },
    {
      name: '10 × activity(id) with descriptions, under aliases',
      query: `{ ${activityIds
        .slice(0, 10)
        .map(
          (id, i) =>
            `a${i}: activity(id: "${id}") { id title description timeslots { id } venue { rating reviewCount } }`,
        )
        .join(' ')} }`,
    },
    {
      name: '3 × venueCountsAround, 20 cities, 100 km',
      query: aliased(
        3,
        `venueCountsAround(addresses: ${JSON.stringify(CITIES)}, radius: 100000) { address count }`,
      ),
    },
  ]
}

/** CPU seconds of one process (utime + stime), from /proc; null elsewhere. */
function processCpuSeconds(pid: number): number | null {
  try {
    const stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    return stat ? stat.ticks / 100 : null
  } catch {
    return null
  }
}

interface Outcome {
  status: number
  code: string
  ms: number
  bytes: number
}

let sent = 0

/**
 * Sends the candidate as a new visitor each time (a made-up X-Forwarded-For the server trusts
 * from loopback), or as `from`: the per-address budget would otherwise stop the benchmark's
 * own load, and what is measured is what many addresses at once can make the server do.
 */
async function send(
  origin: string,
  candidate: Candidate,
  from = randomAddress(),
): Promise<Outcome> {
  const variables = candidate.slugs
    ? { ...candidate.variables, slug: candidate.slugs[sent++ % candidate.slugs.length] }
    : candidate.variables
  const started = performance.now()
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'x-forwarded-for': from,
    },
    body: JSON.stringify({ query: candidate.query, variables }),
  })
  const body = Buffer.from(await response.arrayBuffer())
  const ms = performance.now() - started
  const head = body.subarray(0, 2000).toString()
  const code = /"code":"([A-Z_]+)"/.exec(head)?.[1] ?? (/"errors"/.test(head) ? 'error' : '')
  return { status: response.status, code, ms, bytes: body.length }
}

async function health(origin: string): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${origin}/api/health`, {
    headers: { 'x-forwarded-for': randomAddress() },
  })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`/api/health answered ${response.status}`)
  return performance.now() - started
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const ms = (value: number) => `${value.toFixed(0)} ms`
const kb = (bytes: number) =>
  `${(bytes / 1024).toLocaleString('en-GB', { maximumFractionDigits: 0 })} KB`

/** Venue slugs and activity ids of the city, for queries that name them. */
async function catalogueSample(origin: string): Promise<{ slugs: string[]; ids: string[] }> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ activities(city: "${CITY}") { activities { id venue { urlSlug } } } }`,
    }),
  })
  const json = (await response.json()) as {
    data?: { activities: { activities: Array<{ id: string; venue: { urlSlug: string } }> } }
  }
  const list = json.data?.activities.activities ?? []
  return {
    slugs: [...new Set(list.map((a) => a.venue.urlSlug))].slice(0, 200),
    ids: list.map((a) => a.id).slice(0, 50),
  }
}

/**
 * The per-address budget ('graphql', server/security/rate-limit-budgets.ts): how many of the
 * worst allowed query one address gets before 429, and the Retry-After it is told.
 */
async function oneAddress(origin: string, candidate: Candidate) {
  const from = randomAddress()
  for (let count = 0; count < 200; count += 1) {
    const outcome = await send(origin, candidate, from)
    if (outcome.status === 429) {
      console.log(
        `One address sending the worst allowed query: ${count} answered, then 429 ${outcome.code}`,
      )
      return
    }
  }
  console.log('One address sending the worst allowed query: 200 answered, never refused')
}

async function main() {
  let server: AppServer | undefined
  let origin = option('origin')
  const pid = Number(option('pid'))
  let cpuSeconds = (): number | null => (Number.isInteger(pid) ? processCpuSeconds(pid) : null)
  if (!origin) {
    server = await startAppServer(Number(process.env.BENCH_PORT ?? 3401), {
      dataDir: '.data/bench-graphql',
      env: { TRUSTED_PROXIES: '127.0.0.1' },
    })
    origin = server.origin
    cpuSeconds = server.cpuSeconds
  }
  try {
    console.log(`GraphQL stall benchmark against ${origin}`)
    const rows: string[][] = [['query', 'status', 'code', 'time (median)', 'server CPU', 'size']]
    const measured: Array<{ candidate: Candidate; outcome: Outcome; cpuMs: number | null }> = []
    const sample = await catalogueSample(origin)
    for (const candidate of candidates(sample.slugs, sample.ids)) {
      await send(origin, candidate)
      const outcomes: Outcome[] = []
      const cpuBefore = cpuSeconds()
      for (let i = 0; i < ROUNDS; i += 1) outcomes.push(await send(origin, candidate))
      const cpuAfter = cpuSeconds()
      const cpuMs =
        cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / ROUNDS
      const outcome = { ...outcomes[0]!, ms: median(outcomes.map((o) => o.ms)) }
      measured.push({ candidate, outcome, cpuMs })
      rows.push([
        candidate.name,
        String(outcome.status),
        outcome.code || '-',
        ms(outcome.ms),
        cpuMs === null ? '-' : ms(cpuMs),
        kb(outcome.bytes),
      ])
    }
    console.log(table(rows))

    const attack = measured.find((m) => m.candidate.attack)!
    const refused = attack.outcome.status >= 400 && attack.outcome.status < 500
    console.log(
      `The attack: ${refused ? 'refused' : 'NOT refused'} (${attack.outcome.status} ${attack.outcome.code}) ` +
        `in ${ms(attack.outcome.ms)}`,
    )
    const allowed = measured.filter((m) => m.outcome.status === 200 && !m.outcome.code)
    // The heaviest by server CPU where it is known (steady), else by wall time.
    const weight = (m: (typeof allowed)[number]) => m.cpuMs ?? m.outcome.ms
    const worst = allowed.sort((a, b) => weight(b) - weight(a))[0]
    if (!worst) throw new Error('no candidate was allowed')
    console.log(
      `Worst allowed query: ${worst.candidate.name}: ${ms(worst.outcome.ms)}, ${kb(worst.outcome.bytes)}` +
        (worst.cpuMs === null
          ? ''
          : `, ${ms(worst.cpuMs)} of server CPU: ten of them ≈ ${ms(10 * worst.cpuMs)}, ` +
            'the longest /api/health could wait behind them on an idle machine'),
    )

    const baseline: number[] = []
    for (let i = 0; i < 10; i += 1) baseline.push(await health(origin))
    const stalled = async (candidate: Candidate, label: string) => {
      const latencies: number[] = []
      let running = true
      const load = (async () => {
        const started = performance.now()
        for (let round = 0; round < ROUNDS; round += 1) {
          await Promise.all(Array.from({ length: CONCURRENCY }, () => send(origin, candidate)))
        }
        running = false
        return performance.now() - started
      })()
      while (running) {
        latencies.push(await health(origin))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const loadMs = await load
      const worstHealth = Math.max(...latencies)
      console.log(
        `/api/health while ${CONCURRENCY} × ${label} run (${ROUNDS} batches, ${ms(loadMs)}): ` +
          `median ${ms(median(latencies))}, worst ${ms(worstHealth)} over ${latencies.length} ` +
          `requests: ${worstHealth <= HEALTH_TARGET_MS ? 'within' : 'OVER'} the 1 s target`,
      )
      return worstHealth
    }
    console.log(
      `/api/health alone: median ${ms(median(baseline))}, worst ${ms(Math.max(...baseline))}`,
    )
    await oneAddress(origin, worst.candidate)
    await stalled(attack.candidate, 'the attack')
    const worstHealth = await stalled(
      worst.candidate,
      `the worst allowed query (${worst.candidate.name})`,
    )
    if (!refused || worstHealth > HEALTH_TARGET_MS) process.exitCode = 1
  } finally {
    await server?.stop()
  }
}

void main()
