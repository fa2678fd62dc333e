// What a journey (./journeys.ts) may ask of a browser, implemented once per engine: Firefox
// through puppeteer-core over WebDriver BiDi (./firefox.ts), WebKitGTK through selenium-webdriver
// and WebKitWebDriver (./webkit.ts). Elements are found by role and accessible name as the
// engine's own accessibility tree computes them, inside <main>, and only once visible.

/** Roles by the names both engines report (`<img alt>` is "image" in Firefox and WebKit). */
export type Role = 'button' | 'checkbox' | 'heading' | 'image' | 'link' | 'textbox';

export interface Element {
  click(): Promise<void>;
  /** Types into an empty field, as a user does. */
  fill(text: string): Promise<void>;
  /** The DOM property (`value`, `checked`, `src`, …), not the attribute. */
  property(name: string): Promise<unknown>;
}

export interface Page {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** The visible element in <main> with this role and exactly this accessible name. */
  role(role: Role, name: string): Promise<Element>;
  /** The visible form control in <main> whose accessible name is exactly `label`. */
  label(label: string): Promise<Element>;
  /** The value of a JavaScript expression in the page. */
  evaluate(expression: string): Promise<unknown>;
  screenshot(file: string): Promise<void>;
}

export interface Engine {
  name: string;
  version: string;
  /** A page in a fresh profile: no cookies or storage from an earlier journey. */
  page(): Promise<Page>;
  /** Ends the page from `page()`. */
  closePage(): Promise<void>;
  stop(): Promise<void>;
}

/** How long a journey waits for a screen (a loaded 2-core machine, three servers, one browser). */
export const timeout = 15_000;

/**
 * Asks `attempt` again until it returns something or `timeout` passes: the engines' own waits
 * (puppeteer's waitForSelector) do not cover every question, and WebDriver classic has none.
 */
export async function until<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  within = timeout,
): Promise<T> {
  const deadline = Date.now() + within;
  let last: unknown;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== undefined) return result;
    } catch (error) {
      // A page in the middle of a navigation answers with errors; ask again.
      last = error;
    }
    if (Date.now() > deadline) {
      const cause = last instanceof Error ? ` (last error: ${last.message.split('\n')[0]})` : '';
      throw new Error(`Timed out after ${within} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
