/** Leaves the app for another site's page (a payment provider's), as a full page load. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
