/**
 * @jest-environment node
 *
 * The partner application's POST handling against real databases: storage, the hash, repeats
 * and the checks in front of it.
 */
import { eq } from 'drizzle-orm'
import { partnerApplications } from '@/server/db/schema'
import { FORM_ERRORS } from '@/lib/partner-application/form-state'
import { isReference } from '@/lib/partner-application/reference'
import { PARTNER_APPLICATION_ERRORS } from '@/lib/partner-application/validate'
import { cityChoices, cityCodes } from '@/server/partner-applications/city-choices'
import { verifyPassword } from '@/server/security/password-hash'
import { REPEAT_EMAIL_WINDOW_MS } from '@/server/partner-applications/store-application'
import {
  newFormToken,
  submitPartnerApplication,
  type SubmitDependencies,
} from '@/server/partner-applications/submit-application'
import { PEER_ADDRESS_HEADER, peerAddressValue } from '@/server/security/peer-address-header.mjs'
import {
  createMemoryRateLimiter,
  limitRate,
  RATE_LIMIT_BUDGETS,
} from '@/server/security/rate-limit'
import { isSameOriginRequest } from '@/server/security/request-origin'
import { DRIVERS, openTestDatabase, type TestDatabase } from '../../helpers/test-database'

const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'purple-kettle-lamp-42'

let counter = 0
function uniqueEmail(): string {
  counter += 1
  return `partner-${Date.now()}-${counter}@example.com`
}

function applicationForm(changes: Record<string, string | string[]> = {}): FormData {
  const fields: Record<string, string | string[]> = {
    formToken: newFormToken(),
    venueName: 'Harbourside Climbing',
    venueType: 'climbing-wall',
    city: 'other',
    address: '12 Wapping Road, Bristol',
    postcode: 'bs1 4rw',
    contactName: 'Jo Bloggs',
    email: uniqueEmail(),
    phone: '0117 496 0000',
    website: '',
    activities: ['climbing', 'yoga'],
    about: 'Bouldering and roped climbing for all levels, with a yoga studio upstairs.',
    partnership: 'pay-as-you-go',
    password: PASSWORD,
    acceptTerms: 'yes',
    ...changes,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
  }
  return form
}

let address = 0
/** A same-origin POST from its own client address (so budgets never mix across tests). */
const post = (headers: Record<string, string> = {}) => {
  address += 1
  return new Request(`${ORIGIN}/partner-self-signup`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      [PEER_ADDRESS_HEADER]: peerAddressValue(`192.0.2.${address % 250}`),
      ...headers,
    },
  })
}

describe.each(DRIVERS)('partner applications on %s', (driver) => {
  let database: TestDatabase
  let deps: SubmitDependencies
  const rowsFor = (email: string) =>
    database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.email, email.toLowerCase()))

  beforeAll(async () => {
    database = await openTestDatabase(driver)
    const codes = cityCodes(await cityChoices(database.db))
    deps = {
      db: database.db,
      cityCodes: async () => codes,
      // The app's own guards (server/partner-applications/guards.ts), on a limiter of our own.
      limitRate: (request) =>
        limitRate(request, 'partner-application', {
          format: 'json',
          limiter: createMemoryRateLimiter(),
        }),
      isSameOrigin: (request) => isSameOriginRequest(request),
    }
  })

  afterAll(async () => {
    await database?.close()
  })

  it('offers the catalogue’s cities, then Other, and accepts one of them', async () => {
    const choices = await cityChoices(database.db)
    expect(choices.length).toBeGreaterThan(2)
    expect(choices.at(-1)).toEqual({ value: 'other', label: 'Other' })
    expect(choices.map((choice) => choice.value)).not.toContain('streaming-city')
    const city = choices[0]!.value
    const result = await submitPartnerApplication(post(), applicationForm({ city }), deps)
    expect(result.kind).toBe('accepted')
  })

  it('stores a new application with a reference and only a scrypt hash of the password', async () => {
    const form = applicationForm({ website: 'www.harbourside.example', marketingOptIn: 'yes' })
    const email = form.get('email') as string
    const result = await submitPartnerApplication(post(), form, deps)
    expect(result.kind).toBe('accepted')
    if (result.kind !== 'accepted') return
    expect(result.outcome.kind).toBe('created')
    expect(isReference(result.outcome.reference)).toBe(true)

    const [row, ...others] = await rowsFor(email)
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      reference: result.outcome.reference,
      formToken: form.get('formToken'),
      venueName: 'Harbourside Climbing',
      venueType: 'climbing-wall',
      city: 'other',
      postcode: 'BS1 4RW',
      phone: '+441174960000',
      website: 'https://www.harbourside.example/',
      activities: ['yoga', 'climbing'],
      partnership: 'pay-as-you-go',
      marketingOptIn: true,
      status: 'new',
      notes: '',
    })
    expect(row!.passwordHash).toMatch(/^scrypt\$N=32768,r=8,p=1\$/)
    expect(row!.passwordHash).not.toContain(PASSWORD)
    expect(JSON.stringify(row)).not.toContain(PASSWORD)
    await expect(verifyPassword(PASSWORD, row!.passwordHash)).resolves.toBe(true)
    await expect(verifyPassword('another-password-1', row!.passwordHash)).resolves.toBe(false)
  })

  it('gives the same reference for the same form sent twice, even at once', async () => {
    const form = applicationForm()
    const email = form.get('email') as string
    const [first, second] = await Promise.all([
      submitPartnerApplication(post(), form, deps),
      submitPartnerApplication(post(), form, deps),
    ])
    const third = await submitPartnerApplication(post(), form, deps)
    const references = [first, second, third].map((result) =>
      result.kind === 'accepted' ? result.outcome.reference : null,
    )
    expect(new Set(references).size).toBe(1)
    expect(references[0]).not.toBeNull()
    expect(third.kind === 'accepted' && third.outcome.kind).toBe('repeat-form')
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it('returns the earlier reference for the same email within 24 hours, then takes a new one', async () => {
    const email = uniqueEmail()
    const now = new Date()
    const first = await submitPartnerApplication(post(), applicationForm({ email }), {
      ...deps,
      now,
    })
    const again = await submitPartnerApplication(
      post(),
      applicationForm({ email: email.toUpperCase(), venueName: 'Another Name' }),
      { ...deps, now: new Date(now.getTime() + REPEAT_EMAIL_WINDOW_MS - 60_000) },
    )
    expect(first.kind === 'accepted' && first.outcome.kind).toBe('created')
    expect(again.kind === 'accepted' && again.outcome.kind).toBe('repeat-email')
    const reference = first.kind === 'accepted' ? first.outcome.reference : ''
    expect(again.kind === 'accepted' && again.outcome.reference).toBe(reference)
    expect(await rowsFor(email)).toHaveLength(1)

    const later = await submitPartnerApplication(post(), applicationForm({ email }), {
      ...deps,
      now: new Date(now.getTime() + REPEAT_EMAIL_WINDOW_MS + 60_000),
    })
    expect(later.kind === 'accepted' && later.outcome.kind).toBe('created')
    expect(later.kind === 'accepted' && later.outcome.reference).not.toBe(reference)
    expect(await rowsFor(email)).toHaveLength(2)
  })

  it('refuses a password zxcvbn scores below 2, on the server, and stores nothing', async () => {
    const form = applicationForm({ password: 'letmein12' })
    const result = await submitPartnerApplication(post(), form, deps)
    expect(result.kind).toBe('rejected')
    if (result.kind !== 'rejected') return
    expect(result.status).toBe(400)
    expect(result.state.errors).toEqual({ password: PARTNER_APPLICATION_ERRORS.passwordWeak })
    expect(result.state.formToken).toBe(form.get('formToken'))
    expect(JSON.stringify(result.state)).not.toContain('letmein12')
    expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
  })

  it('sends invalid input back with every error and the values, storing nothing', async () => {
    const form = applicationForm({ postcode: 'nowhere', phone: '12', acceptTerms: '' })
    const result = await submitPartnerApplication(post(), form, deps)
    expect(result.kind === 'rejected' && result.state.errors).toEqual({
      postcode: PARTNER_APPLICATION_ERRORS.postcodeInvalid,
      phone: PARTNER_APPLICATION_ERRORS.phoneInvalid,
      acceptTerms: PARTNER_APPLICATION_ERRORS.acceptTerms,
    })
    expect(result.kind === 'rejected' && result.state.values.postcode).toBe('nowhere')
    expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
  })

  it('asks again with a fresh token when the form token is missing or forged', async () => {
    const form = applicationForm({ formToken: '<bad>' })
    const result = await submitPartnerApplication(post(), form, deps)
    expect(result.kind).toBe('rejected')
    if (result.kind !== 'rejected') return
    expect(result.state.formError).toBe(FORM_ERRORS.expired)
    expect(result.state.formToken).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
  })

  it('refuses a post from another site, or with no origin at all, storing nothing', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
      const form = applicationForm()
      const request = post(headers)
      if (headers.origin === '') {
        const bare = new Headers(request.headers)
        bare.delete('origin')
        const result = await submitPartnerApplication(
          new Request(request.url, { method: 'POST', headers: bare }),
          form,
          deps,
        )
        expect(result.kind === 'rejected' && result.status).toBe(403)
      } else {
        const result = await submitPartnerApplication(request, form, deps)
        expect(result.kind === 'rejected' && result.status).toBe(403)
        expect(result.kind === 'rejected' && result.state.formError).toBe(FORM_ERRORS.crossSite)
      }
      expect(await rowsFor(form.get('email') as string)).toHaveLength(0)
    }
  })

  it('limits each client address to its partner-application budget', async () => {
    const budget = RATE_LIMIT_BUDGETS['partner-application']
    expect(budget).toMatchObject({ points: 10, durationSeconds: 3600 })
    const limiter = createMemoryRateLimiter()
    const limited: SubmitDependencies = {
      ...deps,
      limitRate: (request) =>
        limitRate(request, 'partner-application', { format: 'json', limiter }),
    }
    const from = (peer: string) =>
      new Request(`${ORIGIN}/partner-self-signup`, {
        method: 'POST',
        headers: { origin: ORIGIN, [PEER_ADDRESS_HEADER]: peerAddressValue(peer) },
      })
    // Invalid attempts count too: the budget is per request, whatever it carries.
    for (let attempt = 0; attempt < budget.points; attempt += 1) {
      const result = await submitPartnerApplication(
        from('198.51.100.7'),
        applicationForm({ postcode: '' }),
        limited,
      )
      expect(result.kind === 'rejected' && result.status).toBe(400)
    }
    const over = applicationForm()
    const refused = await submitPartnerApplication(from('198.51.100.7'), over, limited)
    expect(refused.kind === 'rejected' && refused.status).toBe(429)
    expect(refused.kind === 'rejected' && refused.state.formError).toMatch(/try again/i)
    expect(refused.kind === 'rejected' && refused.state.values.venueName).toBe(
      'Harbourside Climbing',
    )
    expect(await rowsFor(over.get('email') as string)).toHaveLength(0)

    const elsewhere = await submitPartnerApplication(
      from('203.0.113.9'),
      applicationForm(),
      limited,
    )
    expect(elsewhere.kind).toBe('accepted')
  })

  it('checks Origin and the budget before it reads the cities, validates or scores the password', async () => {
    const watched = () => {
      const scorePassword = jest.fn(() => 4 as const)
      const cityCodes = jest.fn(deps.cityCodes)
      return { scorePassword, cityCodes }
    }
    // Cross-site: refused first.
    const crossSite = watched()
    const refused = await submitPartnerApplication(
      post({ origin: 'https://evil.example' }),
      applicationForm(),
      { ...deps, ...crossSite },
    )
    expect(refused.kind === 'rejected' && refused.status).toBe(403)
    expect(crossSite.scorePassword).not.toHaveBeenCalled()
    expect(crossSite.cityCodes).not.toHaveBeenCalled()

    // Over budget: refused before any of it too.
    const overBudget = watched()
    const limited = await submitPartnerApplication(post(), applicationForm(), {
      ...deps,
      ...overBudget,
      limitRate: async () =>
        Response.json(
          { error: { message: 'Too many requests: try again later.' } },
          { status: 429 },
        ),
    })
    expect(limited.kind === 'rejected' && limited.status).toBe(429)
    expect(limited.kind === 'rejected' && limited.state.values.venueName).toBe(
      'Harbourside Climbing',
    )
    expect(overBudget.scorePassword).not.toHaveBeenCalled()
    expect(overBudget.cityCodes).not.toHaveBeenCalled()

    // Within both: the password is scored, on the server.
    const allowed = watched()
    const accepted = await submitPartnerApplication(post(), applicationForm(), {
      ...deps,
      ...allowed,
    })
    expect(accepted.kind).toBe('accepted')
    expect(allowed.scorePassword).toHaveBeenCalledWith(PASSWORD, expect.anything())
    expect(allowed.cityCodes).toHaveBeenCalledTimes(1)
  })
})
