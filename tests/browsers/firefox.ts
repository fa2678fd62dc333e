// Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver: Debian does
// not package it, and BiDi needs none). Playwright's Firefox channel cannot drive the ESR build
// (it sends commands ESR lacks), hence a second client.
import fs from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle } from 'puppeteer-core';
import { timeout, until, type Element, type Engine, type Page, type Role } from './engine';

function element(handle: ElementHandle): Element {
  return {
    click: () => handle.click(),
    fill: (text) => handle.type(text),
    property: (name) => handle.evaluate((node, key) => (node as never)[key], name),
  };
}

/** Puppeteer's accessibility-tree query (`::-p-aria`), which Firefox answers through BiDi. */
function aria(name: string, role?: Role): string {
  return `main ::-p-aria([name=${JSON.stringify(name)}]${role ? `[role="${role}"]` : ''})`;
}

export async function firefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
  });
  let context: BrowserContext | undefined;
  return {
    name: 'Firefox',
    version: await browser.version(),
    async page() {
      context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 800 });
      page.setDefaultTimeout(timeout);
      const self: Page = {
        goto: async (url) => {
          await page.goto(url);
        },
        url: async () => page.url(),
        role: async (role, name) =>
          element((await page.waitForSelector(aria(name, role), { visible: true }))!),
        // Password fields have no role Firefox reports; a label query is by name, then the one
        // match that is a form control (the <label> element carries the same name).
        label: async (label) =>
          element(
            await until(`a field labelled "${label}"`, async () => {
              for (const handle of await page.$$(aria(label))) {
                const control = await handle.evaluate(
                  (node) =>
                    ['INPUT', 'TEXTAREA', 'SELECT'].includes(node.nodeName) &&
                    (node as HTMLElement).offsetParent !== null,
                );
                if (control) return handle;
              }
              return undefined;
            }),
          ),
        evaluate: (expression) => page.evaluate(expression),
        // Puppeteer's own `path` option finds no file system under tsx's CommonJS.
        screenshot: async (file) => fs.writeFileSync(file, await page.screenshot()),
      };
      return self;
    },
    async closePage() {
      await context?.close();
      context = undefined;
    },
    stop: () => browser.close(),
  };
}
