/** The id of the server-rendered map frame that holds a shared activity's details. */
export const SHARED_ACTIVITY_FRAME_ID = 'shared-activity-map'
const SCRIPT_ID = 'shared-activity-scroll'

/**
 * Run where the parser meets it, right after the map frame: the frame with the details comes
 * into view ('nearest': its bottom edge at the viewport's, so the filters and the carousel above
 * stay in view where they fit) before the page's first paint, so nothing jumps once it is seen.
 * A link to a fragment, or a page the browser has already scrolled, is left where it is. The
 * hero's call to action stays one scroll up, and the sticky bar brings it along meanwhile.
 * Instant: the page's smooth scrolling (globals.css) would glide from the hero in sight of
 * the visitor. No data of the request in it: the same text on every page, one CSP hash.
 */
export const SHARED_ACTIVITY_SCROLL_SCRIPT = `(function(){if(location.hash||window.scrollY>0)return;var f=document.getElementById('${SHARED_ACTIVITY_FRAME_ID}');if(f)f.scrollIntoView({block:'nearest',behavior:'instant'})})()`

/**
 * A shared `?activity={id}` link shows the activity: the page opens scrolled to its details,
 * not at the hero. Server markup only (the island hydrates after the first paint, too late).
 */
export function SharedActivityScroll() {
  return (
    <>
      {/*
       * React puts the link in <head>: the browser renders nothing until the parser has met
       * (and so run) the script, even if it would otherwise paint the hero in between.
       */}
      <link rel="expect" href={`#${SCRIPT_ID}`} blocking="render" />
      <script id={SCRIPT_ID} dangerouslySetInnerHTML={{ __html: SHARED_ACTIVITY_SCROLL_SCRIPT }} />
    </>
  )
}
