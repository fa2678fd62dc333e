// Development-only collector of Content-Security-Policy violation reports: `npm run preview` and
// the browser tests render the served pages' CSP with ACCOUNT_CSP_REPORT_URI pointing here
// (docs/deploying.md, "Violation reports"), so a test can see a blocked script reported. Both
// formats a browser sends: `report-uri`'s application/csp-report (one report) and the Reporting
// API's application/reports+json (a list, for `report-to`). Kept in memory, the newest
// MAX_REPORTS only: a report is short-lived test evidence, and any page may send them.
import Router from '@koa/router';
import type { Context } from 'koa';
import { nowIso } from '../platform/db.ts';
import { ApiError } from '../platform/errors.ts';
import type { PlatformServices } from '../platform/services.ts';

export const CSP_REPORTS_PATH = '/dev/csp-reports';
/** As the JSON body parser's limit: a report is a few hundred bytes. */
export const MAX_REPORT_BYTES = 64 * 1024;
export const MAX_REPORTS = 200;

export interface CspReport {
  /** Which format it came in. */
  format: 'csp-report' | 'reports+json';
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl: string;
  disposition: string;
  receivedAt: string;
}

/** The collector reads its own raw bodies (two media types): the JSON body parser skips it. */
export function isCspReportsPath(path: string): boolean {
  return path === CSP_REPORTS_PATH;
}

async function readBody(ctx: Context): Promise<string> {
  const tooLarge = () => new ApiError(413, 'payload_too_large', 'A report body is at most 64 kB.');
  if (Number(ctx.get('Content-Length')) > MAX_REPORT_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REPORT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 2048) : '');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The reports in a body of either format; null when the body is neither. */
export function parseReports(
  mediaType: string,
  body: unknown,
): Omit<CspReport, 'receivedAt'>[] | null {
  if (mediaType === 'application/csp-report') {
    const report = isObject(body) ? body['csp-report'] : undefined;
    if (!isObject(report)) return null;
    return [
      {
        format: 'csp-report',
        documentUrl: text(report['document-uri']),
        effectiveDirective: text(report['effective-directive'] ?? report['violated-directive']),
        blockedUrl: text(report['blocked-uri']),
        disposition: text(report.disposition) || 'enforce',
      },
    ];
  }
  if (mediaType === 'application/reports+json') {
    if (!Array.isArray(body)) return null;
    return body
      .filter((item) => isObject(item) && item.type === 'csp-violation' && isObject(item.body))
      .map((item) => {
        const report = (item as { body: Record<string, unknown> }).body;
        return {
          format: 'reports+json' as const,
          documentUrl: text(report.documentURL),
          effectiveDirective: text(report.effectiveDirective),
          blockedUrl: text(report.blockedURL),
          disposition: text(report.disposition),
        };
      });
  }
  return null;
}

export function cspReportRoutes({ production }: Pick<PlatformServices, 'production'>): Router[] {
  const router = new Router();
  if (production) return [router];
  const reports: CspReport[] = [];

  router.post(CSP_REPORTS_PATH, async (ctx) => {
    const mediaType = (ctx.get('Content-Type').split(';')[0] ?? '').trim().toLowerCase();
    const raw = await readBody(ctx);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new ApiError(400, 'invalid_json', 'The request body is not valid JSON.');
    }
    // As the JSON body parser would leave it, for the contract's check of the exchange.
    ctx.request.body = body;
    const parsed = parseReports(mediaType, body);
    if (parsed === null) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Send application/csp-report or application/reports+json.',
      );
    }
    const receivedAt = nowIso();
    reports.push(...parsed.map((report) => ({ ...report, receivedAt })));
    reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  router.get(CSP_REPORTS_PATH, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { reports };
  });

  return [router];
}
