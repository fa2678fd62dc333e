// Content-Security-Policy of the served pages, generated from the same config.json the app reads
// (never kept in sync by hand): the API, analytics, Firebase and logo origins it names.
import { createHash } from 'node:crypto';
import type { AccountConfig } from '../src/config/config';

/** The `'sha256-…'` sources of a page's inline `<script>` and `<style>` elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const hashes = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map(
      (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
    );
  return {
    // Inline only: a <script src=…> is covered by its origin, and its (empty) body hashes nothing.
    scripts: hashes(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: hashes(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/**
 * An origin as a CSP source, or null when CSP cannot express it: its grammar has no IPv6 literal
 * (`http://[::1]:4000`), so such an origin can only be reached as 'self'.
 */
export function cspSource(origin: string): string | null {
  const url = new URL(origin);
  if (url.hostname.startsWith('[')) return null;
  // A path narrows a source (https://www.google.com/recaptcha/); an origin stays an origin.
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

/** What a page talks to, per directive, besides itself. */
export interface Sources {
  script: string[];
  style: string[];
  connect: string[];
  img: string[];
  frame: string[];
  /** Where the page's forms may post (and their redirects lead). */
  form: string[];
}

/** Origins the app's configuration makes the page load from or talk to (see src/config/config.ts). */
export function configSources(config: AccountConfig): Sources {
  const api = new URL(config.apiUrl).origin;
  // The API for the sign-in page's form before the app has arrived: it posts there as a plain
  // form, and the authority's answer (a redirect to its resume, then the app's callback) stays
  // on the API and 'self' (docs/architecture.md, "The pages before the app").
  const sources: Sources = {
    script: [],
    style: [],
    connect: [api],
    img: [],
    frame: [api],
    form: [api],
  };
  if (config.posthog) sources.connect.push(new URL(config.posthog.host).origin);
  sources.img.push(...config.logoOrigins);
  // A tenant's CAPTCHA (docs/abuse-protection.md): its script, its frame and its calls, exactly
  // the origins the deployment lists, and none when it lists none.
  sources.script.push(...config.challengeOrigins);
  sources.frame.push(...config.challengeOrigins);
  sources.connect.push(...config.challengeOrigins);
  const firebase = config.firebase;
  if (firebase) {
    // No script host at all: every Firebase part the app uses talks over fetch and WebSocket
    // (docs/deploying.md, "Firebase's hosts"). Left out on purpose, each with a known bypass
    // of a script-src that lists it: www.googletagmanager.com (gtag.js, which Firebase
    // Analytics inserts: a tag-manager container runs any script), www.google.com and
    // www.gstatic.com (reCAPTCHA, which App Check's reCAPTCHA providers insert; JSONP and
    // hosted libraries), *.firebaseio.com (the Realtime Database's long-polling is JSONP).
    // Installations and push registration (messaging).
    sources.connect.push(
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    );
    if (firebase.databaseUrl) {
      // The Realtime Database over WebSocket only (src/firebase/database.ts forces it, so the
      // SDK never falls back to long-polling): its host's wss: origin, nothing else.
      sources.connect.push(`wss://${new URL(firebase.databaseUrl).host}`);
    }
  }
  return sources;
}

/** The Reporting API's name for the endpoint (`report-to` and `Reporting-Endpoints`). */
export const REPORT_GROUP = 'csp';

export interface PolicyOptions {
  /**
   * Where browsers send violation reports (ACCOUNT_CSP_REPORT_URI): `report-to` for the
   * Reporting API (the endpoint named in the `Reporting-Endpoints` header, reportingEndpoints)
   * and `report-uri` for browsers without it (a browser with both uses `report-to`).
   */
  reportUri?: string;
  /** The page's inline elements (inlineHashes of its HTML). */
  inline: { scripts: string[]; styles: string[] };
  /** Origins (or 'self') that may frame the page; none: `frame-ancestors 'none'`. */
  frameAncestors?: string[];
  /** The page is served over TLS only: ask the browser to upgrade any http: subresource. */
  https?: boolean;
  /**
   * The page shows images written into it as `data:` URLs: the app's pages, whose platform logos
   * are inline (scripts/webpack-parts.ts, `platformLogos`). An image cannot run script, send
   * anything or load anything else, so `img-src data:` opens nothing a script could use.
   */
  dataImages?: boolean;
}

export interface Policy {
  header: string;
  /** Configured origins left out because CSP cannot express them (IPv6 literals). */
  unexpressible: string[];
}

/** The Content-Security-Policy header value for a page loading from `sources`. */
export function contentSecurityPolicy(sources: Sources, options: PolicyOptions): Policy {
  const unexpressible: string[] = [];
  const list = (origins: string[]) => {
    const out: string[] = [];
    for (const origin of origins) {
      // Keywords ('self') and wildcards as written; origins checked and normalised.
      const source = origin.startsWith("'") || origin.includes('*') ? origin : cspSource(origin);
      if (source === null) unexpressible.push(origin);
      else if (!out.includes(source)) out.push(source);
    }
    return out;
  };
  const ancestors = options.frameAncestors?.length ? list(options.frameAncestors) : ["'none'"];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...options.inline.scripts, ...list(sources.script)]],
    ['style-src', ["'self'", ...options.inline.styles, ...list(sources.style)]],
    ['img-src', ["'self'", ...(options.dataImages ? ['data:'] : []), ...list(sources.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...list(sources.connect)]],
    ['frame-src', ["'self'", ...list(sources.frame)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", ...list(sources.form)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ancestors],
  ];
  const header = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.https) header.push('upgrade-insecure-requests');
  if (options.reportUri) {
    header.push(`report-uri ${options.reportUri}`);
    if (usesReportTo(options.reportUri)) header.push(`report-to ${REPORT_GROUP}`);
  }
  return { header: header.join('; '), unexpressible: [...new Set(unexpressible)] };
}

/**
 * Whether the policy also names the endpoint with `report-to`: only for an https endpoint.
 * Browsers keep a Reporting API endpoint only when it is https, and a browser whose policy has
 * `report-to` ignores `report-uri`: with the dev API's http endpoint, `report-to` would silence
 * the reports altogether (seen in Chromium 156), so there `report-uri` alone speaks.
 */
export function usesReportTo(reportUri: string): boolean {
  return new URL(reportUri).protocol === 'https:';
}

/** The `Reporting-Endpoints` header value naming the report endpoint of `report-to`. */
export function reportingEndpoints(reportUri: string): string {
  return `${REPORT_GROUP}="${reportUri}"`;
}

/**
 * A report endpoint as CSP and a structured header can carry it: an absolute https URL (http
 * only on loopback, as the dev API), no credentials, and none of the characters that would end
 * a directive, a header item or its quoted string. Null: fine; else what is wrong.
 */
export function reportUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return 'must be https (http only on localhost)';
  }
  if (url.username || url.password) return 'must not carry credentials';
  if (/[\s;,"'\\$]/.test(value) || url.href !== value) {
    return 'must be a plain URL (no spaces, quotes, commas, semicolons or $)';
  }
  return null;
}

/** Adds the sources a host page needs to mount the account remote served from `accountOrigin`. */
export function withRemote(sources: Sources, accountOrigin: string): Sources {
  return {
    ...sources,
    script: [...sources.script, accountOrigin],
    style: [...sources.style, accountOrigin],
    connect: [...sources.connect, accountOrigin],
    img: [...sources.img, accountOrigin],
  };
}
