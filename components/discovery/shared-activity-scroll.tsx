import {
  SHARED_ACTIVITY_FRAME_ID,
  SHARED_ACTIVITY_SCROLL_SCRIPT,
} from '@/lib/discovery/shared-activity-scroll-script.mjs'

export { SHARED_ACTIVITY_FRAME_ID }

const SCRIPT_ID = 'shared-activity-scroll'
const SCROLLED_MARKER_ID = 'shared-activity-scrolled'

/**
 * A shared `?activity={id}` link shows the activity: the page opens scrolled to its details,
 * not at the hero. Server markup only (the island hydrates after the first paint, too late).
 */
export function SharedActivityScroll() {
  return (
    <>
      {/*
       * React puts the link in <head>: the browser renders nothing until the parser has met the
       * marker after the script. Not the script itself: Chromium lifts the block once the script
       * element is parsed, and a script waiting for a stylesheet then ran after a first frame at
       * the top (1 load in 10 on a slow host). The parser only reaches the marker once it has run.
       */}
      <link rel="expect" href={`#${SCROLLED_MARKER_ID}`} blocking="render" />
      <script id={SCRIPT_ID} dangerouslySetInnerHTML={{ __html: SHARED_ACTIVITY_SCROLL_SCRIPT }} />
      <span id={SCROLLED_MARKER_ID} hidden />
    </>
  )
}
