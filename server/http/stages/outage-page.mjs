// @ts-check
import { replaceBody } from '../reply.mjs'

/**
 * A page whose render failed answers 503 with a complete, uncached page of its own.
 *
 * Next answers a page whose first render throws (a landing page with the database stopped or
 * frozen: 'Could not get config') with status 500 and an empty error shell
 * (`<html id="__next_error__">`) that shows the error boundary's message only once the
 * page's JavaScript has loaded, and which says nothing without it. A failed render means
 * "try again shortly", so it becomes 503 with Retry-After (crawlers keep the URL and come back
 * rather than treat it as broken) and a short message with links, Cache-Control: no-store, so
 * no cache keeps it. Next never caches a failed render itself, and a failed background
 * revalidation keeps serving the last good page. Only GET and HEAD page answers (text/html) are
 * touched; API answers, RSC payloads and deliberate 502–504s pass as they are.
 */

/** A landing page is re-rendered within seconds of the database coming back. */
export const FAILED_PAGE_RETRY_AFTER_SECONDS = 30

export const FAILED_PAGE_TITLE = 'Sorry, this page is taking a break'
export const FAILED_PAGE_MESSAGE =
  "We couldn't load this page just now. Please try again in a moment."

/** Plain HTML: no script or style, so any Content-Security-Policy allows it. */
export const FAILED_PAGE_HTML = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${FAILED_PAGE_TITLE}</title></head>
<body><main><h1>${FAILED_PAGE_TITLE}</h1><p>${FAILED_PAGE_MESSAGE}</p><p><a href="">Try again</a> or <a href="/">go to the home page</a>.</p></main></body>
</html>
`

/** Headers of Next's answer that describe its body or its caching, not ours. */
const DROPPED_HEADERS = ['content-length', 'content-encoding', 'etag', 'vary', 'last-modified']

/** @returns {import('../reply.mjs').Stage} */
export function outagePageStage() {
  return {
    name: 'outage page',
    async serve(request, next) {
      const reply = await next()
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        reply.status !== 500 ||
        reply.mediaType !== 'text/html'
      ) {
        return reply
      }
      for (const name of [...reply.headers.keys()]) {
        if (name.startsWith('x-nextjs-') || DROPPED_HEADERS.includes(name))
          reply.headers.delete(name)
      }
      reply.status = 503
      reply.statusMessage = ''
      reply.headers.set('content-type', 'text/html; charset=utf-8')
      reply.headers.set('cache-control', 'no-store')
      reply.headers.set('retry-after', String(FAILED_PAGE_RETRY_AFTER_SECONDS))
      replaceBody(reply, request.method === 'HEAD' ? null : FAILED_PAGE_HTML)
      return reply
    },
  }
}
