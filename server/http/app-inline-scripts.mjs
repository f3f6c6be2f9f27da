// @ts-check
import { SHARED_ACTIVITY_SCROLL_SCRIPT } from '../../lib/discovery/shared-activity-scroll-script.mjs'

/**
 * The inline scripts our own components write, each a fixed text: the Content-Security-Policy
 * vouches for these by hash beside the framework's and our stages' (inline-script-hashes.mjs).
 * A component that writes a new inline script adds its text here, or the browser refuses it.
 * @type {ReadonlySet<string>}
 */
export const APP_INLINE_SCRIPTS = new Set([SHARED_ACTIVITY_SCROLL_SCRIPT])
