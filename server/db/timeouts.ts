/**
 * How long a request may wait on PostgreSQL (docs/decisions/0015-database-faults.md). A request must
 * answer within 6 s when the database is stopped or frozen, so no single wait may exceed that,
 * with room left for the rest of the request on a busy 2-core host (measured: up to 2.4 s; with
 * a 4.5 s query timeout a frozen server's answer took 6.06 s while the e2e suite ran: 3.5 s now).
 */
export const DATABASE_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in the pool: a frozen server accepts the TCP connection and never answers the start-up handshake. */
  connectMs: 3_000,
  /** statement_timeout: the server cancels a statement running longer, and the connection stays usable. */
  statementMs: 3_000,
  /** query_timeout: the client gives up on an answer that never comes (a frozen server or a dropped network); a little longer than statementMs, so a slow statement is cancelled by the server first. */
  queryMs: 3_500,
  /** After the server was found unreachable, calls fail at once for this long (server/db/outage-breaker.ts). */
  outageCooldownMs: 2_000,
  /** A seed's or a migration's statement (no statement_timeout there): only a frozen server gets near it. */
  maintenanceQueryMs: 120_000,
  /** Idle pooled connections close after this, so connections opened before an outage do not linger. */
  idleMs: 10_000,
  /** idle_in_transaction_session_timeout: a stuck client cannot hold row locks for longer. */
  idleInTransactionMs: 10_000,
} as const
