// Debian's WebKitGTK: its WebDriver (WebKitWebDriver) starting MiniBrowser, the engine's test
// browser, on a virtual X display (MiniBrowser has no headless mode), driven by
// selenium-webdriver over WebDriver classic. WebDriver classic finds elements by CSS only, so a
// role query narrows with CSS and lets WebKit decide: the engine's computed role and accessible
// name (the WebDriver `computedrole` and `computedlabel` commands) must match.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { timeout, until, type Element, type Engine, type Page, type Role } from './engine';

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Where each role can be: the CSS that narrows the search before WebKit's own verdict. */
const candidates: Record<Role, string> = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  image: 'img, svg, [role="img"]',
  link: 'a[href], [role="link"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], textarea',
};

function element(found: WebElement): Element {
  return {
    click: () => found.click(),
    fill: (text) => found.sendKeys(text),
    property: (name) =>
      found.getDriver().executeScript('return arguments[0][arguments[1]]', found, name),
  };
}

/**
 * WebKit's computed role, except that WebKitGTK reports none for an `<img>` that shows an SVG
 * file (a tenant's logo): its HTML role is an image all the same.
 */
async function hasRole(found: WebElement, role: Role) {
  const computed = await found.getAriaRole();
  if (computed === role) return true;
  return role === 'image' && computed === '' && (await found.getTagName()) === 'img';
}

/** The first visible element among `css` in <main> whose computed role and name match. */
async function find(driver: WebDriver, css: string, name: string, role?: Role) {
  for (const found of await driver.findElements(By.css(`main :is(${css})`))) {
    if (role && !(await hasRole(found, role))) continue;
    if ((await found.getAccessibleName()) !== name) continue;
    if (await found.isDisplayed()) return found;
  }
  return undefined;
}

/** A free TCP port for the driver (the fixed ports belong to the servers). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on the first free display: it writes the display's number to fd 3 once it is ready. */
async function virtualDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    // -noreset: an X server resets when its last client leaves, and MiniBrowser opening the next
    // session's window meanwhile found no display ("cannot open display") and never started, so
    // the session hung (a clean clone's npm test waited 19 minutes on it).
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  xvfb.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let number = '';
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.endsWith('\n')) resolve(`:${number.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): ${errors.trim()}`)));
  });
  return { display, xvfb };
}

export async function webkit(): Promise<Engine> {
  if (!fs.existsSync(miniBrowser)) throw new Error(`${miniBrowser} is missing`);
  const { display, xvfb } = await virtualDisplay();
  const port = await freePort();
  // One session at a time; --replace-on-new-session ends a session a crashed run left behind
  // instead of refusing the next one.
  const driverProcess = spawn(
    'WebKitWebDriver',
    [`--port=${port}`, '--host=127.0.0.1', '--replace-on-new-session'],
    { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const server = `http://127.0.0.1:${port}`;
  const stopProcesses = async () => {
    for (const child of [driverProcess, xvfb]) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await until('WebKitWebDriver', async () =>
      (await fetch(`${server}/status`)).ok ? true : undefined,
    );
  } catch (error) {
    await stopProcesses();
    throw error;
  }
  const session = () =>
    new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build();
  // The version, from a first session (WebKitWebDriver has no other way to say it).
  const first = await session();
  const version = String((await first.getCapabilities()).get('browserVersion'));
  await first.quit();

  let driver: WebDriver | undefined;
  return {
    name: 'WebKit',
    version,
    async page() {
      // A session per journey: MiniBrowser's automation sessions keep no data between them.
      const current = await session();
      driver = current;
      await current.manage().window().setRect({ width: 1280, height: 800 });
      await current.manage().setTimeouts({ pageLoad: timeout, script: timeout });
      const self: Page = {
        goto: (url) => current.get(url),
        url: () => current.getCurrentUrl(),
        role: async (role, name) =>
          element(
            await until(`the ${role} "${name}"`, () => find(current, candidates[role], name, role)),
          ),
        label: async (label) =>
          element(
            await until(`a field labelled "${label}"`, () =>
              find(current, 'input, textarea, select', label),
            ),
          ),
        evaluate: (expression) => current.executeScript(`return (${expression})`),
        screenshot: async (file) => {
          fs.writeFileSync(file, Buffer.from(await current.takeScreenshot(), 'base64'));
        },
      };
      return self;
    },
    async closePage() {
      await driver?.quit();
      driver = undefined;
    },
    async stop() {
      await stopProcesses();
    },
  };
}
