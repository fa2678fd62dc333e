// Ad-hoc (not committed): the sign-in page's layout shift on the bench's slow phone.
/* global window, PerformanceObserver */
import { chromium } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM, startServers } from './bench-browser.mjs';

const dist = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
const { origin, stop } = await startServers(dist);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
const profile = throttling.mobileSlow4G;
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.waitForURL(/\/sign-in\?interaction=/, { timeout: 30_000 });
    await page.getByRole('main').getByLabel('E-mail').waitFor();
    const url = page.url();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.requestLatencyMs,
      downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdownMultiplier });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__shifts.push({ at: Math.round(e.startTime), value: e.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const answered = page.waitForResponse(/\/auth\/federation\/providers/, { timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    const response = await answered;
    const at = await page.evaluate(() => performance.now());
    // The answer rendered: a few more seconds of the slow phone.
    await page.waitForFunction(() => !document.querySelector('[data-early]'), null, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const shifts = await page.evaluate(() => window.__shifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    console.log(JSON.stringify({ run: i + 1, listAnsweredAtMs: Math.round(at), status: response.status(), cls: Number(cls.toFixed(4)), shifts, url: url.replace(origin, '') }));
    await context.close();
  }
} finally {
  await browser.close();
  await stop();
}
