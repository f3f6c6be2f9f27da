/**
 * GET /favicon.ico: browsers and crawlers ask for it whatever a page's <link rel="icon"> says
 * (Chromium does on pages it renders on the client, such as the landing pages' 404). Our icon is
 * app/icon.svg, which Next serves at /icon.svg: send them there instead of answering 404.
 */
export function GET() {
  return new Response(null, {
    status: 308,
    headers: { Location: '/icon.svg', 'Cache-Control': 'public, max-age=86400' },
  })
}
