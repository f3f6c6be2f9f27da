/** A full-page navigation (the lead route redirects off the app's router); mocked in tests. */
export function navigateTo(url: string): void {
  window.location.assign(url)
}
