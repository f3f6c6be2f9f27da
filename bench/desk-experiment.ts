/**
 * Starts the call-to-action text experiment through the desk, as staff would (sign in, read the
 * form's revision, save), so benchmarks measure pages and /api/experiments with a running
 * experiment. The server must run with MARKETING_PASSWORD=BENCH_DESK_PASSWORD (or the password
 * given), which makes the first admin (admin@localhost) on a new database.
 */
export const BENCH_DESK_PASSWORD = 'bench-desk-password'
export const BENCH_CTA_TEXT = 'Start moving today'

export async function startCtaTextExperiment(
  origin: string,
  [control, variant]: [number, number],
  password = BENCH_DESK_PASSWORD,
): Promise<void> {
  const headers = { origin, 'content-type': 'application/x-www-form-urlencoded' }
  const signIn = await fetch(`${origin}/marketing/sign-in`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({
      email: 'admin@localhost',
      password,
    }).toString(),
    redirect: 'manual',
  })
  const session = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  const form = await (
    await fetch(`${origin}/marketing/experiments/ctaButtonText`, { headers: { cookie: session } })
  ).text()
  const revision = /name="revision" value="(\d+)"/.exec(form)?.[1]
  if (!revision) throw new Error('the experiment form could not be read (sign-in failed?)')
  const saved = await fetch(`${origin}/marketing/experiments/ctaButtonText/save`, {
    method: 'POST',
    headers: { ...headers, cookie: session },
    body: new URLSearchParams({
      revision,
      description: 'started by a benchmark',
      status: 'running',
      pathPrefix: '',
      'variant.0.allocation': String(control),
      'variant.1.allocation': String(variant),
      'variant.1.buttonText': BENCH_CTA_TEXT,
    }).toString(),
    redirect: 'manual',
  })
  // The desk confirms by a flash, not in the address: a save goes back to the list, a refused
  // form to the experiment's own page.
  const location = saved.headers.get('location') ?? ''
  if (saved.status !== 303 || !location.startsWith('/marketing/experiments#')) {
    throw new Error(`the experiment was not started: ${saved.status} ${location}`)
  }
}
