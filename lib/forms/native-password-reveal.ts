/**
 * Spec §4: the password toggle "is hidden in one particular browser" — the one that draws its own
 * reveal control in password fields: Microsoft Edge and Internet Explorer on Windows (the eye
 * button styled by `::-ms-reveal`). No feature test can see a pseudo-element's button, so we
 * read the user agent (see docs/decisions/0034-password-field-toggle.md).
 */
export function hasNativePasswordReveal(userAgent: string): boolean {
  if (!/Windows/.test(userAgent)) return false
  return /\bEdge?\/\d/.test(userAgent) || /\bTrident\/\d/.test(userAgent)
}
