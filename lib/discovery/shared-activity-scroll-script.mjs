// @ts-check
/** The id of the server-rendered map frame that holds a shared activity's details. */
export const SHARED_ACTIVITY_FRAME_ID = 'shared-activity-map'

/**
 * The inline script that brings a shared activity's details into view before the first paint
 * (components/discovery/shared-activity-scroll.tsx). A link to a fragment, or a page the browser
 * has already scrolled, is left where it is. Instant: the page's smooth scrolling (globals.css)
 * would glide from the hero in sight of the visitor. No data of the request in it: the same text
 * on every page, so the CSP vouches for it by one hash (server/http/app-inline-scripts.mjs).
 */
export const SHARED_ACTIVITY_SCROLL_SCRIPT = `(function(){if(location.hash||window.scrollY>0)return;var f=document.getElementById('${SHARED_ACTIVITY_FRAME_ID}');if(f)f.scrollIntoView({block:'nearest',behavior:'instant'})})()`
