/**
 * Resolves in a later task of the event loop. Long work split at this point lets the browser
 * paint and handle a key press in between (the browser's own `scheduler.yield` where it has one).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
