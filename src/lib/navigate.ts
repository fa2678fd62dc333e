/** Leaves the app for another document (the authority's next step): the browser's navigation. */
export function leavePage(href: string): void {
  window.location.assign(href);
}
