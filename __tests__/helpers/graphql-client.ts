/** Sends real GraphQL-over-HTTP requests through a yoga instance's fetch handler. */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import { print, type DocumentNode } from 'graphql'
import type { Database } from '@/server/db/client'
import { createMoveYoga, type MoveYoga, type MoveYogaOptions } from '@/graphql/yoga'
import { DEFAULT_ACTIVITY_PAGE } from '@/graphql/limits'
import { GetActivitiesDocument, type GetActivitiesQuery } from '@/graphql/generated/client/graphql'

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: {
    data?: T | null
    errors?: Array<{
      message: string
      path?: Array<string | number>
      extensions?: Record<string, unknown>
    }>
  }
}

/** The accept header Apollo Client sends. */
export const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9'

/** The app's yoga on `db`; without the per-address budget unless a test asks for it. */
export function testYoga(db: Database, options: Partial<MoveYogaOptions> = {}): MoveYoga {
  return createMoveYoga({ db, logging: false, production: false, requestBudget: false, ...options })
}

/** POSTs { query, variables } as JSON, like the pages do; typed by the generated documents. */
export async function post<T>(
  yoga: MoveYoga,
  query: TypedDocumentNode<T, never>,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<GraphQLResponse<T>>
export async function post(
  yoga: MoveYoga,
  query: string | DocumentNode,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ad-hoc string queries are untyped
): Promise<GraphQLResponse<Record<string, any>>>
export async function post(
  yoga: MoveYoga,
  query: string | DocumentNode,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<unknown>> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: APOLLO_ACCEPT, ...headers },
    body: JSON.stringify({ query: typeof query === 'string' ? query : print(query), variables }),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

/** Sends a raw request (any method, headers and body). */
export async function raw(
  yoga: MoveYoga,
  init: RequestInit & { path?: string },
): Promise<{ status: number; text: string; json: () => unknown }> {
  const headers = new Headers(init.headers)
  if (!headers.has('accept')) headers.set('accept', APOLLO_ACCEPT)
  const response = await yoga.fetch(`http://localhost${init.path ?? '/graphql'}`, {
    ...init,
    headers,
  })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text) }
}

/** The data of a successful response; fails the test with the errors otherwise. */
export function dataOf<T>(response: GraphQLResponse<T>): T {
  if (response.status !== 200 || response.body.errors?.length || !response.body.data) {
    throw new Error(
      `GraphQL request failed (${response.status}): ${JSON.stringify(response.body.errors ?? response.body)}`,
    )
  }
  return response.body.data
}

/**
 * Every page of GetActivities (spec §7) for `variables`, following each page's last id as
 * `after` until a page comes back shorter than the default page: what an outside client does to
 * read a whole city.
 */
export async function allActivityPages(
  yoga: MoveYoga,
  variables: { city: string; activityType?: string | null },
  headers?: Record<string, string>,
) {
  const pages: Array<GetActivitiesQuery['activities']> = []
  let after: string | null = null
  for (;;) {
    const page: GetActivitiesQuery['activities'] = dataOf(
      await post(yoga, GetActivitiesDocument, { ...variables, after }, headers),
    ).activities
    pages.push(page)
    const last = page.activities.at(-1)
    if (page.activities.length < DEFAULT_ACTIVITY_PAGE || !last) return pages
    after = last.id
  }
}
