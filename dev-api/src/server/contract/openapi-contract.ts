// The API contract, api/openapi.yaml, as a checker of HTTP exchanges: is this request one the
// document allows, and is this response one it documents for that operation (status, headers,
// body)? The dev API's tests run every exchange through it (middleware.ts), so an undocumented
// status, field or error code fails them. The document is dereferenced once by
// json-schema-ref-parser and its schemas compiled by Ajv (JSON Schema 2020-12, as OpenAPI 3.1).
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { devApiDir } from '../../platform/env.ts';
import { AUTHORITY_PATH } from '../../authority/provider.ts';
import { POSTHOG_SINK_PATH } from '../../analytics/posthog-routes.ts';

export const contractFile = path.join(devApiDir, '..', 'api', 'openapi.yaml');

/** One request and its response, as the checker sees them. */
export interface Exchange {
  method: string;
  /** The raw (still percent-encoded) path, without the query. */
  path: string;
  query: Record<string, string | string[] | undefined>;
  /** Request headers, names lowercased. */
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON request body; undefined when none was parsed. */
  body?: unknown;
  status: number;
  /** Response headers, names lowercased. */
  responseHeaders: Record<string, string | string[] | number | undefined>;
  /** The response body: a parsed JSON value, a string, a Buffer, or null/undefined for none. */
  responseBody?: unknown;
}

// The parts of a dereferenced OpenAPI 3.1 document the checker reads.
interface SchemaHolder {
  schema?: object;
  required?: boolean;
}
interface Parameter extends SchemaHolder {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface MediaTypes {
  content?: Record<string, SchemaHolder>;
}
interface Response extends MediaTypes {
  headers?: Record<string, SchemaHolder>;
}
export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
}
export type PathItem = Partial<Record<Method, Operation>> & { parameters?: Parameter[] };
interface SecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
}
export interface Document {
  paths: Record<string, PathItem>;
  security?: Record<string, string[]>[];
  components?: {
    responses?: Record<string, Response>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

export const methods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type Method = (typeof methods)[number];

export interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  item: PathItem;
}

export interface Contract {
  /** Every way the exchange departs from the document; empty when it conforms. */
  check(exchange: Exchange): string[];
}

/**
 * Paths the document does not describe on purpose: oidc-provider's own standard endpoints
 * (referenced through the discovery document) and the PostHog sink (only summarised).
 */
export function isUndescribedPath(rawPath: string): boolean {
  const underAuthority = rawPath === AUTHORITY_PATH || rawPath.startsWith(`${AUTHORITY_PATH}/`);
  const interaction = rawPath.startsWith(`${AUTHORITY_PATH}/interaction/`);
  const sink = rawPath === POSTHOG_SINK_PATH || rawPath.startsWith(`${POSTHOG_SINK_PATH}/`);
  return (underAuthority && !interaction) || sink;
}

export function routeFor(template: string, item: PathItem): Route {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { template, pattern: new RegExp(`^${source}$`), names, item };
}

function mediaType(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return String(first ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function headerValue(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function describe(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`.trim())
    .join('; ');
}

/** The body as JSON, when it is JSON; `undefined` when there is none or it cannot be read. */
function jsonBody(body: unknown): { value: unknown } | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const text = body.toString();
    if (text === '') return undefined;
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return undefined;
    }
  }
  if (typeof body === 'object' && typeof (body as { pipe?: unknown }).pipe === 'function') {
    return undefined; // a stream: not read here
  }
  return { value: body };
}

function hasBody(body: unknown): boolean {
  if (body === null || body === undefined) return false;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return body.length > 0;
  return true;
}

/** Builds the checker from a dereferenced OpenAPI 3.1 document. */
export function createContract(document: Document): Contract {
  // Bodies: JSON Schema 2020-12 exactly. Parameters and headers arrive as text, so their
  // schemas (e.g. an integer Retry-After) are checked with type coercion.
  const options = { allowUnionTypes: true, strictTypes: false } as const;
  const ajv = new Ajv2020(options);
  const textAjv = new Ajv2020({ ...options, coerceTypes: true });
  for (const instance of [ajv, textAjv]) {
    // A CommonJS module: its plugin is module.exports.default under Node's ESM interop.
    ajvFormats.default(instance);
    // OpenAPI's own schema keywords, allowed and ignored.
    instance.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);
  }
  const compiled = new Map<object, ValidateFunction>();
  const textCompiled = new Map<object, ValidateFunction>();
  function validator(schema: object): ValidateFunction {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  }
  function textValidator(schema: object): ValidateFunction {
    let validate = textCompiled.get(schema);
    if (!validate) {
      validate = textAjv.compile(schema);
      textCompiled.set(schema, validate);
    }
    return validate;
  }

  const routes = Object.entries(document.paths)
    .map(([template, item]) => routeFor(template, item))
    // A literal path wins over a templated one that also matches.
    .sort((a, b) => a.names.length - b.names.length);
  const shared = document.components?.responses ?? {};
  const schemes = document.components?.securitySchemes ?? {};

  // Compile every schema now: one Ajv cannot compile is a broken document, found at load.
  for (const { item } of routes) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
        if (parameter.schema) textValidator(parameter.schema);
      }
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        if (media.schema) validator(media.schema);
      }
      for (const response of Object.values(operation.responses ?? {})) {
        for (const media of Object.values(response.content ?? {})) {
          if (media.schema) validator(media.schema);
        }
        for (const header of Object.values(response.headers ?? {})) {
          if (header.schema) textValidator(header.schema);
        }
      }
    }
  }

  /** Problems with the request itself: parameters, body, credentials. */
  function requestProblems(
    exchange: Exchange,
    route: Route,
    values: string[],
    operation: Operation,
  ): string[] {
    const problems: string[] = [];
    const parameters = new Map<string, Parameter>();
    for (const parameter of [...(route.item.parameters ?? []), ...(operation.parameters ?? [])]) {
      parameters.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    for (const parameter of parameters.values()) {
      let value: unknown;
      if (parameter.in === 'path') {
        const raw = values[route.names.indexOf(parameter.name)] ?? '';
        try {
          value = decodeURIComponent(raw);
        } catch {
          problems.push(`path parameter ${parameter.name} is not valid percent-encoding`);
          continue;
        }
      } else if (parameter.in === 'query') {
        value = exchange.query[parameter.name];
      } else if (parameter.in === 'header') {
        value = exchange.headers[parameter.name.toLowerCase()];
      } else {
        continue;
      }
      if (value === undefined) {
        if (parameter.required)
          problems.push(`${parameter.in} parameter ${parameter.name} missing`);
        continue;
      }
      if (!parameter.schema) continue;
      const validate = textValidator(parameter.schema);
      if (!validate(value)) {
        problems.push(`${parameter.in} parameter ${parameter.name}: ${describe(validate.errors)}`);
      }
    }

    const requestBody = operation.requestBody;
    if (requestBody) {
      const type = mediaType(exchange.headers['content-type']);
      const media = requestBody.content?.[type];
      if (exchange.body === undefined || !media) {
        if (requestBody.required)
          problems.push(
            `request body missing or not ${Object.keys(requestBody.content ?? {}).join(', ')}`,
          );
      } else if (media.schema) {
        const validate = validator(media.schema);
        if (!validate(exchange.body)) problems.push(`request body: ${describe(validate.errors)}`);
      }
    }

    const requirements = operation.security ?? document.security ?? [];
    const satisfied =
      requirements.length === 0 ||
      requirements.some((requirement) =>
        Object.keys(requirement).every((name) => presents(exchange, schemes[name])),
      );
    if (!satisfied) problems.push('no credentials the operation requires');
    return problems;
  }

  /** Whether the request carries the scheme's credentials at all (not whether they are valid). */
  function presents(exchange: Exchange, scheme: SecurityScheme | undefined): boolean {
    if (!scheme) return false;
    if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
      return /^Bearer \S/i.test(headerValue(exchange.headers.authorization) ?? '');
    }
    if (scheme.type === 'apiKey' && scheme.in === 'cookie' && scheme.name) {
      const cookies = (headerValue(exchange.headers.cookie) ?? '').split(/;\s*/);
      return cookies.some((cookie) => cookie.startsWith(`${scheme.name}=`));
    }
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) {
      return exchange.headers[scheme.name.toLowerCase()] !== undefined;
    }
    return true;
  }

  /** Problems with the response as the documented answer `response`. */
  function responseProblems(exchange: Exchange, response: Response): string[] {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = headerValue(exchange.responseHeaders[name.toLowerCase()]);
      if (value === undefined) {
        if (header.required) problems.push(`header ${name} missing`);
        continue;
      }
      if (header.schema) {
        const validate = textValidator(header.schema);
        if (!validate(value)) problems.push(`header ${name}: ${describe(validate.errors)}`);
      }
    }

    const type = mediaType(exchange.responseHeaders['content-type']);
    const content = response.content;
    if (exchange.status === 204 || exchange.status === 304) {
      if (hasBody(exchange.responseBody)) problems.push(`a ${exchange.status} with a body`);
      return problems;
    }
    if (!content || Object.keys(content).length === 0) {
      // No documented body: a JSON one is an undocumented answer (a redirect's note is not).
      if (isJsonType(type) && hasBody(exchange.responseBody)) {
        problems.push('a JSON body where the document has none');
      }
      return problems;
    }
    const media = content[type];
    if (!media) {
      problems.push(`content type "${type}", documented: ${Object.keys(content).join(', ')}`);
      return problems;
    }
    if (!media.schema || !isJsonType(type)) return problems;
    const body = jsonBody(exchange.responseBody);
    if (!body) {
      problems.push('a body that is not JSON');
      return problems;
    }
    const validate = validator(media.schema);
    if (!validate(body.value)) problems.push(`body: ${describe(validate.errors)}`);
    return problems;
  }

  function check(exchange: Exchange): string[] {
    if (isUndescribedPath(exchange.path)) return [];
    const method = exchange.method.toLowerCase() as Method;
    let route: Route | undefined;
    let values: string[] = [];
    for (const candidate of routes) {
      const match = candidate.pattern.exec(exchange.path);
      if (match) {
        route = candidate;
        values = match.slice(1);
        break;
      }
    }
    const label = route
      ? `${exchange.method} ${route.template}`
      : `${exchange.method} ${exchange.path}`;
    const fail = (problems: string[]) =>
      problems.map((problem) => `${label} → ${exchange.status}: ${problem}`);

    if (!route) {
      // A path the document does not list: the documented answer is 404 not_found.
      if (exchange.status !== 404) return fail(['an undocumented path that was not a 404']);
      return fail(responseProblems(exchange, shared.NotFound ?? {}));
    }
    // HEAD is GET without the body (HTTP semantics; Koa's router answers it so).
    const operation = methods.includes(method)
      ? (route.item[method] ?? (method === 'head' ? route.item.get : undefined))
      : undefined;
    if (!operation) {
      // CORS preflights are the CORS layer's (see the document's description).
      if (method === 'options') return [];
      if (exchange.status !== 405) return fail(['an undocumented method that was not a 405']);
      return fail(responseProblems(exchange, shared.MethodNotAllowed ?? {}));
    }

    const problems: string[] = [];
    const refusedRequest = requestProblems(exchange, route, values, operation);
    const refused = exchange.status >= 400 && exchange.status < 500;
    if (refusedRequest.length > 0 && !refused) {
      // A request the document does not allow must be refused; answering it is a contract gap.
      problems.push(
        ...refusedRequest.map((problem) => `accepted a request the document refuses: ${problem}`),
      );
    }
    const response =
      operation.responses?.[String(exchange.status)] ??
      operation.responses?.[`${String(exchange.status)[0]}XX`];
    if (!response) {
      problems.push(
        `undocumented status (documented: ${Object.keys(operation.responses ?? {}).join(', ')})`,
      );
    } else {
      problems.push(...responseProblems(exchange, response));
    }
    return fail(problems);
  }

  return { check };
}

let loading: Promise<Contract> | undefined;
let reading: Promise<Document> | undefined;

/** api/openapi.yaml dereferenced (read once per process), or `file`. */
export function loadDocument(file: string = contractFile): Promise<Document> {
  const load = () => $RefParser.dereference(file).then((doc) => doc as Document);
  if (file !== contractFile) return load();
  reading ??= load();
  return reading;
}

/** The contract of api/openapi.yaml (loaded and compiled once per process), or of `file`. */
export function loadContract(file: string = contractFile): Promise<Contract> {
  const load = () => loadDocument(file).then(createContract);
  if (file !== contractFile) return load();
  loading ??= load();
  return loading;
}
