// Development-only PostHog capture sink (POSTHOG.md). The account app's
// development config points posthog-js's `api_host` at {api}/dev/posthog; this answers every
// call posthog-js 1.449 makes there and keeps the events it captures, which developers and
// end-to-end tests read back through GET /dev/analytics.
//
// Events are stored in SQLite (table analytics_events, migration 5) rather than in memory:
// POST /dev/reset already wipes every table (wipeAllData), so it empties them with no extra
// code; `npm run dev-api:reset` recreates the file, so it does too; and like the outbox they
// survive a dev-api restart, so a test can read what was sent before it.
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { nowIso, type Db } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import {
  decodePayload,
  distinctIdOf,
  eventsOf,
  PayloadError,
  type CapturedEvent,
} from './posthog-decode.ts';
import type { PlatformServices } from '../platform/services.ts';

export const POSTHOG_SINK_PATH = '/dev/posthog';

/** The sink reads its own raw bodies (gzip, form, text): the JSON body parser must skip these. */
export function isPosthogSinkPath(path: string): boolean {
  return path === POSTHOG_SINK_PATH || path.startsWith(`${POSTHOG_SINK_PATH}/`);
}

/** Raw request bodies larger than this are refused with 413. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Event ingestion paths, without their trailing slash. `/e/` is posthog-js's default,
 * `/i/v0/e/` the one the remote config below names; the rest are older clients'. */
const capturePaths = new Set(['/e', '/i/v0/e', '/batch', '/capture', '/track', '/engage']);

/**
 * The remote config (`/array/{token}/config` and `config.js`): everything off. No session
 * recording, surveys, product tours, heatmaps, dead clicks, exception or console capture,
 * conversations, site apps or toolbar, so posthog-js loads no extension script; no feature
 * flags (`hasFeatureFlags: false` also spares it the first /flags call). gzip is offered, as
 * PostHog does, so events arrive gzipped (text/plain: no CORS preflight). `surveys` is left
 * out on purpose: posthog-js loads surveys.js whenever it is present, even as `false`.
 */
export function remoteConfig(token?: string) {
  return {
    ...(token === undefined ? {} : { token }),
    supportedCompression: ['gzip', 'gzip-js'],
    hasFeatureFlags: false,
    captureDeadClicks: false,
    capturePerformance: false,
    autocapture_opt_out: true,
    autocaptureExceptions: false,
    analytics: { endpoint: '/i/v0/e/' },
    elementsChainAsString: true,
    errorTracking: { autocaptureExceptions: false, suppressionRules: [] },
    logs: { captureConsoleLogs: false },
    sessionRecording: false,
    heatmaps: false,
    productTours: false,
    conversations: false,
    defaultIdentifiedOnly: true,
    siteApps: [],
  };
}

/** `/flags/?v=2`: no flags. `flags: {}` (truthy) tells posthog-js the flags loaded fine. */
export function flagsResponse() {
  return {
    flags: {},
    errorsWhileComputingFlags: false,
    quotaLimited: [],
    requestId: randomUUID(),
    evaluatedAt: Date.now(),
  };
}

/** The script form of the remote config: it registers the config where posthog-js reads it. */
function remoteConfigScript(token: string): string {
  const json = (value: unknown) =>
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028');
  return `(function() {
  window._POSTHOG_REMOTE_CONFIG = window._POSTHOG_REMOTE_CONFIG || {};
  window._POSTHOG_REMOTE_CONFIG[${json(token)}] = { config: ${json(remoteConfig(token))}, siteApps: [] };
})();
`;
}

/** Empty answers for the product APIs posthog-js may ask (all disabled by the config above). */
const emptyApiAnswers: Record<string, object> = {
  '/api/surveys': { surveys: [] },
  '/api/early_access_features': { earlyAccessFeatures: [] },
  '/api/web_experiments': { experiments: [] },
  '/api/product_tours': { product_tours: [] },
};

const statusByPayloadError: Record<string, number> = {
  payload_too_large: 413,
  unsupported_compression: 415,
};

async function readRawBody(ctx: Context): Promise<Buffer> {
  const tooLarge = () =>
    new ApiError(413, 'payload_too_large', 'The request body is too large for the dev sink.');
  if (Number(ctx.get('Content-Length')) > MAX_BODY_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function queryString(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The event's own time as an ISO string (sortable), or undefined when it has none usable. */
function occurredAt(event: CapturedEvent): string | undefined {
  if (typeof event.timestamp !== 'string' && typeof event.timestamp !== 'number') return;
  const time = new Date(event.timestamp);
  const year = time.getUTCFullYear();
  // Outside 0000-9999 toISOString() is not plain text-sortable.
  return year >= 0 && year <= 9999 ? time.toISOString() : undefined;
}

function storeEvents(db: Db, events: readonly CapturedEvent[]): void {
  const insert = db.prepare<[string, string | null, string | null, string, string, string]>(
    `INSERT INTO analytics_events (event, distinct_id, uuid, payload, occurred_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (uuid) DO NOTHING`,
  );
  const receivedAt = nowIso();
  db.transaction(() => {
    for (const event of events) {
      const uuid = typeof event.uuid === 'string' && event.uuid ? event.uuid : null;
      insert.run(
        event.event,
        distinctIdOf(event),
        uuid,
        JSON.stringify(event),
        occurredAt(event) ?? receivedAt,
        receivedAt,
      );
    }
  })();
}

export interface AnalyticsEvent extends CapturedEvent {
  distinct_id: string | null;
  properties: Record<string, unknown>;
  timestamp: unknown;
  uuid: string | null;
  /** When the sink received it (the event's own `timestamp` is the browser's clock). */
  received_at: string;
}

interface EventRow {
  distinct_id: string | null;
  uuid: string | null;
  payload: string;
  received_at: string;
}

export function listAnalyticsEvents(
  db: Db,
  filter: { event?: string | undefined; distinctId?: string | undefined } = {},
): AnalyticsEvent[] {
  const rows = db
    .prepare<{ event: string | null; distinctId: string | null }, EventRow>(
      `SELECT distinct_id, uuid, payload, received_at FROM analytics_events
       WHERE (@event IS NULL OR event = @event)
         AND (@distinctId IS NULL OR distinct_id = @distinctId)
       ORDER BY occurred_at, id`,
    )
    .all({ event: filter.event ?? null, distinctId: filter.distinctId ?? null });
  return rows.map((row) => {
    const sent = JSON.parse(row.payload) as CapturedEvent;
    return {
      ...sent,
      distinct_id: row.distinct_id,
      properties: sent.properties ?? {},
      timestamp: sent.timestamp ?? null,
      uuid: row.uuid,
      received_at: row.received_at,
    };
  });
}

/**
 * The routes: GET /dev/analytics and everything under /dev/posthog. None in production (404):
 * `production` defaults to `NODE_ENV === 'production'`.
 */
export function posthogRoutes({
  db,
  allowedOrigins,
  production,
}: Pick<PlatformServices, 'db' | 'allowedOrigins' | 'production'>): Router[] {
  const router = new Router();
  if (production) return [router];

  router.get('/dev/analytics', (ctx) => {
    const fields: Record<string, string> = {};
    for (const name of ['event', 'distinct_id']) {
      const value = ctx.query[name];
      if (Array.isArray(value) || value === '') fields[name] = 'invalid';
    }
    if (Object.keys(fields).length) throw ApiError.validation(fields);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      events: listAnalyticsEvents(db, {
        event: queryString(ctx, 'event'),
        distinctId: queryString(ctx, 'distinct_id'),
      }),
    };
  });

  router.all(/^\/dev\/posthog(?:\/.*)?$/, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Preflights from allowed origins were answered by the CORS middleware; one reaching here
    // comes from elsewhere and gets no Access-Control-* headers, so the browser stops there.
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    const path = ctx.path.slice(POSTHOG_SINK_PATH.length).replace(/\/+$/, '') || '/';
    const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD';
    // Read every body, used or not, so no request is left half-read on a kept-alive socket.
    const body = hasBody ? await readRawBody(ctx) : Buffer.alloc(0);

    if (capturePaths.has(path) || path === '/s') {
      // A page elsewhere can still POST text/plain here without CORS; do not let it write.
      // An opaque origin ("null", a sandboxed frame) and a cross-site request without one (an
      // <img> GET) are refused too; tools on this machine send neither header.
      const origin = ctx.get('Origin');
      const crossSite = ctx.get('Sec-Fetch-Site') === 'cross-site';
      if ((origin && !allowedOrigins.has(origin)) || (!origin && crossSite)) {
        throw new ApiError(403, 'origin_not_allowed', 'This origin may not send events here.');
      }
      const queryData = queryString(ctx, 'data');
      // Session recording snapshots (/s/) are accepted and dropped: recording is off anyway.
      if (path !== '/s' && (hasBody || queryData !== undefined)) {
        let decoded: unknown;
        try {
          decoded = decodePayload({
            body,
            compression: queryString(ctx, 'compression'),
            contentEncoding: ctx.get('Content-Encoding') || undefined,
            queryData,
          });
        } catch (error) {
          if (!(error instanceof PayloadError)) throw error;
          throw new ApiError(statusByPayloadError[error.code] ?? 400, error.code, error.message);
        }
        storeEvents(db, eventsOf(decoded));
      }
      // What PostHog's capture answers; posthog-js only looks at the status code.
      ctx.body = { status: 1 };
      return;
    }

    if (path === '/flags') {
      ctx.body =
        queryString(ctx, 'config') === 'true'
          ? { ...remoteConfig(), ...flagsResponse() }
          : flagsResponse();
      return;
    }
    if (path === '/decide') {
      // Retired by posthog-js; older clients expect config and flags in one answer.
      ctx.body = {
        ...remoteConfig(),
        ...flagsResponse(),
        config: { enable_collect_everything: false },
        featureFlags: {},
        featureFlagPayloads: {},
        toolbarParams: {},
        isAuthenticated: false,
      };
      return;
    }
    const config = /^\/array\/([^/]+)\/config(\.js)?$/.exec(path);
    if (config) {
      let token: string;
      try {
        token = decodeURIComponent(config[1]!);
      } catch {
        throw ApiError.validation({ token: 'invalid' });
      }
      if (config[2]) {
        ctx.type = 'text/javascript';
        ctx.body = remoteConfigScript(token);
      } else {
        ctx.body = remoteConfig(token);
      }
      return;
    }
    if (path.startsWith('/static/')) {
      // Extension scripts (recorder, surveys, toolbar...) are not served; the config above
      // enables none of them. A 404 makes posthog-js report a failed load instead of running
      // an empty script and then missing the extension.
      ctx.status = 404;
      ctx.type = 'text/javascript';
      ctx.body = '// The dev PostHog sink serves no extension scripts.\n';
      return;
    }
    const api = emptyApiAnswers[path];
    ctx.body = api ?? {};
  });

  return [router];
}
