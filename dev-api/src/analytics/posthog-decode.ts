// Decodes the request bodies posthog-js sends to its capture endpoints (POSTHOG.md).
//
// posthog-js 1.449 (lib/src/request.js, encodePostData) sends one of:
// - gzip-js: the JSON gzipped (fflate, or the browser's CompressionStream), Content-Type
//   text/plain. The URL carries no `compression` parameter any more (buildRequestURL removes
//   it), so gzip is recognised by its magic bytes.
// - base64: `?compression=base64`, a form body `data=<encodeURIComponent(base64(utf-8 JSON))>`
//   (what sendBeacon falls back to, and what flags use when gzip is unavailable).
// - none: the JSON itself, Content-Type application/json.
// Older clients also sent the form `data=` with plain JSON, `?compression=gzip-js`, a raw
// base64 body, or a GET with `?data=`; all of these decode too. lz64 (LZString) is long gone
// from posthog-js and is refused.
import { gunzipSync } from 'node:zlib';

/** A request body that could not be decoded; the route answers 400 with this code. */
export class PayloadError extends Error {
  override name = 'PayloadError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

export interface EncodedPayload {
  /** The raw request body (empty for a GET). */
  body: Buffer;
  /** `?compression=` as sent: gzip-js, gzip, base64, lz64 or absent. */
  compression?: string | undefined;
  /** The Content-Encoding header, if any. */
  contentEncoding?: string | undefined;
  /** `?data=` (very old clients sent events in the query string of a GET). */
  queryData?: string | undefined;
}

/** Decompressed bodies larger than this are refused (a dev sink, not a data pipeline). */
export const MAX_DECODED_BYTES = 32 * 1024 * 1024;

function isGzip(bytes: Buffer): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

function gunzip(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_DECODED_BYTES });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PayloadError('payload_too_large', 'The decompressed body is too large.');
    }
    throw new PayloadError('invalid_payload', 'The body is not valid gzip.');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PayloadError('invalid_payload', 'The body is not valid JSON.');
  }
}

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[';
}

/** posthog-js's _base64Encode: btoa over the UTF-8 bytes of the JSON. */
function fromBase64(text: string): string {
  // A `+` that was not percent-encoded arrives as a space after form decoding.
  const clean = text.trim().replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean)) {
    throw new PayloadError('invalid_payload', 'The data field is not valid base64.');
  }
  return Buffer.from(clean, 'base64').toString('utf8');
}

/** The value of a form `data=` field: base64 when told so or when it is not JSON. */
function decodeDataField(value: string, compression: string | undefined): unknown {
  if (compression !== 'base64' && looksLikeJson(value)) return parseJson(value);
  return parseJson(fromBase64(value));
}

/** Turns a capture request body into the JSON posthog-js encoded. */
export function decodePayload(payload: EncodedPayload): unknown {
  const compression = payload.compression?.toLowerCase();
  if (compression === 'lz64') {
    throw new PayloadError(
      'unsupported_compression',
      'lz64 compression is not supported (posthog-js stopped using it); use gzip-js or base64.',
    );
  }

  let bytes = payload.body;
  if (bytes.length === 0) {
    if (payload.queryData === undefined) {
      throw new PayloadError('invalid_payload', 'The request has no body.');
    }
    return decodeDataField(payload.queryData, compression);
  }
  // Magic bytes first: current posthog-js does not say it gzipped (see the header comment).
  // A body labelled gzip without them is what its fallback sends after gzip failed: plain.
  if (isGzip(bytes)) bytes = gunzip(bytes);
  else if (payload.contentEncoding?.toLowerCase() === 'gzip') {
    throw new PayloadError('invalid_payload', 'The body is not valid gzip.');
  }
  if (bytes.length > MAX_DECODED_BYTES) {
    throw new PayloadError('payload_too_large', 'The body is too large.');
  }

  const text = bytes.toString('utf8');
  if (looksLikeJson(text) && compression !== 'base64') return parseJson(text);
  if (/^\s*data=/.test(text) || text.includes('&data=')) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw new PayloadError('invalid_payload', 'The form has no data field.');
    return decodeDataField(data, compression);
  }
  if (looksLikeJson(text)) return parseJson(text);
  // A bare base64 body (no form wrapper).
  return parseJson(fromBase64(text));
}

/** A capture event as posthog-js sends it; only `event` is required here. */
export interface CapturedEvent {
  event: string;
  properties?: Record<string, unknown>;
  distinct_id?: unknown;
  timestamp?: unknown;
  uuid?: unknown;
  [key: string]: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The events in a decoded capture body, in the order sent. Accepted shapes:
 * `{ api_key, batch: [...], sent_at }` (what posthog-js 1.449 sends, batched or not), a bare
 * array, a single event, and the legacy `/engage/` person update `{ $distinct_id, $set, ... }`,
 * recorded as a `$set` event. Entries that are not events (no string `event`) are skipped.
 */
export function eventsOf(decoded: unknown): CapturedEvent[] {
  let list: unknown[];
  if (Array.isArray(decoded)) list = decoded;
  else if (isRecord(decoded) && Array.isArray(decoded.batch)) list = decoded.batch;
  else list = [decoded];

  const events: CapturedEvent[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    if (typeof item.event === 'string' && item.event) {
      events.push(item as CapturedEvent);
    } else if ('$distinct_id' in item && ('$set' in item || '$set_once' in item)) {
      // Legacy engage call: a person update rather than an event.
      const { $distinct_id, $token, ...rest } = item;
      events.push({
        ...rest,
        event: '$set',
        distinct_id: $distinct_id,
        properties: { ...(isRecord(rest.properties) ? rest.properties : {}), token: $token },
      });
    }
  }
  return events;
}

/** Who the event is about: top-level `distinct_id`, else `properties.distinct_id`. */
export function distinctIdOf(event: CapturedEvent): string | null {
  const candidates = [event.distinct_id, event.properties?.distinct_id, event.$distinct_id];
  for (const value of candidates) {
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}
