/** Focus trap rules for modal dialogs: Tab and Shift+Tab cycle within the dialog's controls. */
export const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',')

/**
 * Where Tab should move focus, as an index into the dialog's focusable elements, or `undefined`
 * to let the browser move it (focus is somewhere in the middle).
 * `current` is the index of the focused element, -1 when focus is not on one of them.
 */
export function focusTrapTarget({
  current,
  count,
  backwards,
}: {
  current: number
  count: number
  backwards: boolean
}): number | undefined {
  if (count === 0) return undefined
  if (current === -1) return backwards ? count - 1 : 0
  if (backwards && current === 0) return count - 1
  if (!backwards && current === count - 1) return 0
  return undefined
}
