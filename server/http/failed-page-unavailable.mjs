// @ts-check
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

/** @param {import('node:http').ServerResponse} res */
function isFailedPage(res) {
  const type = String(res.getHeader('Content-Type') ?? '')
  return res.statusCode === 500 && type.startsWith('text/html') && !res.headersSent
}

/**
 * Installs the rewrite on one response. Call it after the other body wrappers, so that Next's
 * calls reach it first and the page it sends goes out through them.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerFailedPagesAsUnavailable(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return
  const { writeHead, write, end } = res
  /** @type {boolean | undefined} undefined until Next's first header or body call */
  let replaced

  const decide = () => {
    if (replaced !== undefined) return replaced
    replaced = isFailedPage(res)
    if (replaced) {
      for (const name of res.getHeaderNames()) {
        if (name.startsWith('x-nextjs-') || DROPPED_HEADERS.includes(name)) res.removeHeader(name)
      }
      res.statusCode = 503
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Retry-After', String(FAILED_PAGE_RETRY_AFTER_SECONDS))
      const body = req.method === 'HEAD' ? undefined : FAILED_PAGE_HTML
      Reflect.apply(end, res, body === undefined ? [] : [body])
    }
    return replaced
  }
  /** @param {unknown[]} args */
  const callbackOf = (args) => args.find((arg) => typeof arg === 'function')

  /** @type {any} */
  const target = res
  target.writeHead = function writeHeadChecked(/** @type {any[]} */ ...args) {
    if (replaced === undefined && typeof args[0] === 'number') {
      const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      if (args[0] === 500 && !res.headersSent) {
        res.statusCode = 500
        for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
        if (decide()) return res
      }
    }
    return Reflect.apply(writeHead, this, args)
  }
  target.write = function writeChecked(/** @type {any[]} */ ...args) {
    if (!decide()) return Reflect.apply(write, this, args)
    callbackOf(args)?.()
    return true
  }
  target.end = function endChecked(/** @type {any[]} */ ...args) {
    if (!decide()) return Reflect.apply(end, this, args)
    callbackOf(args)?.()
    return res
  }
}
