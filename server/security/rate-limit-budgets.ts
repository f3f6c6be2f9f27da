/**
 * Every rate-limit budget, per client address (an IPv4 address or an IPv6 /64; see
 * client-address.ts): `points` requests per `durationSeconds`, counted in a window that starts
 * with the first request. Each number says why: a visitor using the site normally never meets
 * one, a script sending hundreds a minute does, and an office or a mobile carrier's shared
 * address (many visitors behind one address) still has room. Pages are not limited.
 *
 * Add a budget by adding an entry here (the README's table lists them).
 */
export interface RateLimitBudget {
  points: number
  durationSeconds: number
  /** Why this number: who needs how many. */
  reason: string
}

export const RATE_LIMIT_BUDGETS = {
  lead: {
    points: 60,
    durationSeconds: 60,
    reason:
      'A visitor leaves an email address once or twice per visit; 60 a minute leaves room for many visitors sharing one address and stops a script posting leads.',
  },
  'analytics-event': {
    points: 120,
    durationSeconds: 60,
    reason:
      'The analytics client batches events (up to 50 per request) and sends about one request per page view plus one when the page is hidden: fast browsing sends well under 60 a minute.',
  },
  callsign: {
    points: 30,
    durationSeconds: 60,
    reason:
      'A browser asks for a visitor id once and keeps it; a private window asks once per session. Each request inserts a row, so a script must not mint thousands.',
  },
  'visitor-action': {
    points: 60,
    durationSeconds: 60,
    reason: 'One action per call-to-action click: a visitor clicks a few a minute at most.',
  },
  preview: {
    points: 20,
    durationSeconds: 60,
    reason:
      'Marketing staff enter and leave draft preview from the desk a few times a minute; a script with a stolen session still cannot hammer it.',
  },
  'marketing-sign-in': {
    points: 5,
    durationSeconds: 60,
    reason:
      'A member of marketing staff signs in once a working day and mistypes now and then; five tries a minute leave room for that and for a colleague on the same office address, and with the per-account hold make guessing a password hopeless.',
  },
  'partner-application': {
    points: 10,
    durationSeconds: 3600,
    reason:
      'A venue sends its application once, or a few times while fixing errors; 10 an hour leaves room for several venues behind one office address and stops a script filling the table (each new application also costs a scrypt hash).',
  },
  'csp-report': {
    points: 60,
    durationSeconds: 60,
    reason:
      'A page that breaks the policy sends a report per blocked script or style, a few per page view, and normal pages send none: 60 a minute keeps the reports of a real fault and stops a script filling the table.',
  },
  experiments: {
    points: 120,
    durationSeconds: 60,
    reason:
      'A browser asks for its experiment assignments once per page view and when a tab comes back into view: a fast visitor asks a few times a minute; 120 leaves room for an office behind one address. Each answer is computed in memory.',
  },
  'experiment-event': {
    points: 120,
    durationSeconds: 60,
    reason:
      'A page reports each experiment it shows once, and each call-to-action click: a few a minute per visitor. Each request may insert rows, so a script must not send thousands.',
  },
  graphql: {
    points: 1200,
    durationSeconds: 60,
    reason:
      'Every request to /graphql costs 1 point, and an operation a further point per GRAPHQL_COST_PER_POINT of its price (graphql/cost-limit.ts): a map search 3, an activity 8, the discovery list of a city 43, a page of 400 activities with timeslots 70, the largest allowed 76. A visitor panning the map and opening activities spends 100–300 a minute; 1,200 leaves room for several visitors behind one address, and holds one address to 15 of the largest queries a minute (about 1.5 s of server time).',
  },
  calendar: {
    points: 60,
    durationSeconds: 60,
    reason:
      'A visitor adds a session to their calendar now and then; each file costs a database read, so a script must not ask for thousands.',
  },
  health: {
    points: 600,
    durationSeconds: 60,
    reason:
      'Load balancers and monitors ask every few seconds (a few dozen times a minute per checker); each answer reads the database, so a script hammering it is held to 10 a second.',
  },
} as const satisfies Record<string, RateLimitBudget>

/** The GraphQL budget's price: an operation is charged one point per this much of its cost. */
export const GRAPHQL_COST_PER_POINT = 1000

export type RateLimitBudgetName = keyof typeof RATE_LIMIT_BUDGETS
