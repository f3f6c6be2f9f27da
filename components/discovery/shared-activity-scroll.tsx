import {
  SHARED_ACTIVITY_FRAME_ID,
  SHARED_ACTIVITY_SCROLL_SCRIPT,
} from '@/lib/discovery/shared-activity-scroll-script.mjs'

export { SHARED_ACTIVITY_FRAME_ID }

const SCRIPT_ID = 'shared-activity-scroll'

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
