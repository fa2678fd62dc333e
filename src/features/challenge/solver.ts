// The lazy part of the challenge (its own chunk, never in a screen's first load): fetches the
// offer, then solves the proof of work in a Web Worker, or runs the tenant's CAPTCHA widget.
// docs/abuse-protection.md.
import { sha, solveChallenge, solveChallengeWorkers, type Challenge } from 'altcha/lib';
import type { ApiClient } from '../../api/client';
import { getChallenge, type ChallengeOffer, type ChallengePurpose } from '../../api/challenge';
import { CHALLENGE_SOLVE_TIMEOUT_MS } from '../../config/constants';
import { allowedScript } from './allowed-script';

export { messages as solvingMessages } from './messages';

export interface SolveOptions {
  api: ApiClient;
  purpose: ChallengePurpose;
  tenant: string | null;
  /** Solve even when the offer says it is not needed (the API just asked for one). */
  force: boolean;
  /** Where a CAPTCHA widget renders (its element is added there). */
  container: () => HTMLElement | null;
  /** Origins a CAPTCHA's script may come from (config `challengeOrigins`). */
  allowedOrigins: readonly string[];
}

/** The `challenge` field's value, or undefined when none is needed now. */
export async function solve(options: SolveOptions): Promise<string | undefined> {
  const offer = await getChallenge(options.api, options.purpose, options.tenant);
  if (!offer.required && !options.force) return undefined;
  if (offer.kind !== 'altcha' && offer.siteKey && offer.scriptUrl) {
    const widget = await captchaToken(offer, options).catch(() => null);
    if (widget) return widget;
    // The tenant's CAPTCHA cannot run here (its host is not allowed, its script did not load):
    // the proof of work that came with the offer, which the API always accepts.
  }
  return proofOfWork(offer.altcha as Challenge);
}

async function proofOfWork(challenge: Challenge): Promise<string> {
  const solution =
    (await inWorker(challenge)) ??
    // No worker here (a host page of another origin than the remote's chunks: a worker must be
    // same-origin): the same solver on the page, which awaits each hash and yields regularly.
    (await solveChallenge({
      challenge,
      deriveKey: sha.deriveKey,
      timeout: CHALLENGE_SOLVE_TIMEOUT_MS,
    }));
  if (!solution) throw new Error('the challenge could not be solved in time');
  return btoa(JSON.stringify({ challenge, solution }));
}

async function inWorker(challenge: Challenge) {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./altcha.worker.ts', import.meta.url));
  } catch {
    return null;
  }
  try {
    return await solveChallengeWorkers({
      challenge,
      concurrency: 1,
      createWorker: () => worker,
      timeout: CHALLENGE_SOLVE_TIMEOUT_MS,
    });
  } catch {
    return null;
  }
}

interface CaptchaApi {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback(token: string): void; 'error-callback'?(): void },
  ): string;
}

declare global {
  interface Window {
    turnstile?: CaptchaApi;
    hcaptcha?: CaptchaApi;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${url}`));
      document.head.append(script);
    });
    scripts.set(url, loading);
    loading.catch(() => scripts.delete(url));
  }
  return loading;
}

async function captchaToken(offer: ChallengeOffer, options: SolveOptions): Promise<string> {
  if (!allowedScript(offer.scriptUrl!, options.allowedOrigins)) {
    throw new Error('the CAPTCHA script is not on an allowed origin');
  }
  await loadScript(offer.scriptUrl!);
  const api = offer.kind === 'turnstile' ? window.turnstile : window.hcaptcha;
  const container = options.container();
  if (!api || !container) throw new Error('the CAPTCHA did not start');
  // The widget's own element, beside the form's status message (a new one for each solve).
  container.querySelector('[data-widget]')?.remove();
  const host = document.createElement('div');
  host.dataset.widget = offer.kind;
  container.append(host);
  return new Promise<string>((resolve, reject) => {
    api.render(host, {
      sitekey: offer.siteKey!,
      callback: resolve,
      'error-callback': () => reject(new Error('the CAPTCHA failed')),
    });
  });
}
