/**
 * A path that can only stay on this origin: tabs/newlines dropped (as a browser's URL parser
 * does), leading spaces and controls trimmed, and repeated leading `/` or `\` collapsed to one `/`,
 * so `//evil.tld`, `/\evil.tld` or `\t//evil.tld` can never become another host.
 */
export function sameOriginPath(value: string): string {
  return '/' + trimControls(value.replace(/[\t\n\r]/g, '')).replace(/^[/\\]+/, '');
}

/** Strips leading and trailing C0 controls and spaces (code points up to U+0020), as URL parsing does. */
export function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}
