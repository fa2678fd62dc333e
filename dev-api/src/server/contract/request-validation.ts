// Every JSON request body is checked against its operation's schema in api/openapi.yaml before
// the route runs, in every environment (not only in tests), so a request the document refuses
// gets the documented `400 validation` with `fields` instead of reaching the handler.
//
// Only operations whose 400 answer documents `validation` are checked here, and each refusal is
// answered with a code that operation documents for that field, chosen from what Ajv found:
// `required` for a missing property, `too_long` / `too_short` for a length, `invalid` for a wrong
// type, format, pattern, value or range (or `required` where the field documents no `invalid`:
// a password or a login field that is not text counts as missing, as the handlers say). A body
// that is not an object is `400 validation` without fields. When the schema refuses a field the
// 400 gives no code for (a confirmation or reset token, whose documented answer is
// `token_invalid`), the route answers as it always has. Properties the schemas do not list are
// allowed (the document sets no `additionalProperties: false` on request bodies) and ignored.
// The handlers keep their finer checks (password strength, a name's control characters, a
// trimmed length), which the schemas do not express.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { Middleware } from 'koa';
import { ApiError, type FieldErrors } from '../../platform/errors.ts';
import {
  isUndescribedPath,
  loadDocument,
  methods,
  routeFor,
  type Document,
  type Method,
  type Operation,
} from './openapi-contract.ts';

interface BodyCheck {
  validate: ValidateFunction;
  /** The codes the operation's 400 documents for each field of `fields`. */
  codes: Map<string, readonly string[]>;
}

export interface RequestValidator {
  /**
   * The refusal for this request's body, or null when it conforms, when the operation documents
   * no JSON body or no `validation` answer, or when the route is to decide.
   */
  refusal(method: string, path: string, body: unknown, mediaType?: string): ApiError | null;
}

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values a (dereferenced) schema allows through `const` / `enum`, its `allOf` included. */
function constants(schema: unknown): string[] {
  if (!isNode(schema)) return [];
  const own = [
    ...(schema.const === undefined ? [] : [schema.const]),
    ...(Array.isArray(schema.enum) ? schema.enum : []),
  ].filter((value): value is string => typeof value === 'string');
  const parts = Array.isArray(schema.allOf) ? schema.allOf.flatMap(constants) : [];
  return [...own, ...parts];
}

/** The `error` codes and the per-field codes a (dereferenced) error schema documents. */
function documentedCodes(schema: unknown): { errors: string[]; fields: Map<string, string[]> } {
  const errors: string[] = [];
  const fields = new Map<string, string[]>();
  const visit = (node: unknown) => {
    if (!isNode(node)) return;
    if (Array.isArray(node.allOf)) node.allOf.forEach(visit);
    const properties = isNode(node.properties) ? node.properties : {};
    errors.push(...constants(properties.error));
    const fieldSchema = properties.fields;
    if (isNode(fieldSchema) && isNode(fieldSchema.properties)) {
      for (const [name, codes] of Object.entries(fieldSchema.properties)) {
        fields.set(name, [...(fields.get(name) ?? []), ...constants(codes)]);
      }
    }
  };
  visit(schema);
  return { errors, fields };
}

/** The codes that describe an Ajv error, most fitting first. */
function candidates(error: ErrorObject): string[] {
  switch (error.keyword) {
    case 'required':
      return ['required'];
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return ['too_long', 'invalid'];
    case 'minLength':
    case 'minItems':
      // Empty is missing (the handlers say `required` for '' too).
      return error.data === '' ? ['required', 'too_short', 'invalid'] : ['too_short', 'invalid'];
    default:
      // type, format, pattern, enum, const, minimum, maximum, …
      return ['invalid', 'required'];
  }
}

/** The top-level field an error is about, or null for the body itself. */
function fieldOf(error: ErrorObject): string | null {
  if (error.keyword === 'required' && error.instancePath === '') {
    return String((error.params as { missingProperty?: unknown }).missingProperty);
  }
  const first = error.instancePath.split('/')[1];
  return first === undefined ? null : first.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function createRequestValidator(document: Document): RequestValidator {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, strictTypes: false });
  // A CommonJS module: its plugin is module.exports.default under Node's ESM interop.
  ajvFormats.default(ajv);
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator']);

  const checks = new Map<Operation, BodyCheck>();
  const routes = Object.entries(document.paths)
    .map(([template, item]) => routeFor(template, item))
    .sort((a, b) => a.names.length - b.names.length)
    .map((route) => ({
      ...route,
      // Matched as leniently as the routers do (@koa/router ignores case and a trailing slash),
      // so `/Accounts/` is checked like `/accounts`.
      pattern: new RegExp(route.pattern.source.replace(/\$$/, '/?$'), 'i'),
    }));
  for (const { item } of routes) {
    for (const method of methods) {
      const operation = item[method];
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const refused = operation?.responses?.['400']?.content?.['application/json']?.schema;
      if (!operation || !schema || !refused) continue;
      const documented = documentedCodes(refused);
      if (!documented.errors.includes('validation')) continue;
      checks.set(operation, { validate: ajv.compile(schema), codes: documented.fields });
    }
  }

  function refusal(
    method: string,
    path: string,
    body: unknown,
    mediaType?: string,
  ): ApiError | null {
    if (isUndescribedPath(path)) return null;
    const route = routes.find((candidate) => candidate.pattern.test(path));
    const operation = route?.item[method.toLowerCase() as Method];
    // A plain HTML form's post where the operation documents one (the sign-in's `…/login`, the
    // reset's): its route checks the form's fields and answers with a page
    // (dev-api/src/platform/plain-page.ts, plainFormParser, reads the form on those paths only).
    if (
      mediaType &&
      mediaType !== 'application/json' &&
      operation?.requestBody?.content?.[mediaType]
    ) {
      return null;
    }
    const check = operation && checks.get(operation);
    // The body parser leaves a request without a JSON body as {} (undefined before it ran).
    if (!check || check.validate(body ?? {})) return null;

    const fields: FieldErrors = {};
    let refusedBody = false;
    for (const error of check.validate.errors ?? []) {
      const field = fieldOf(error);
      if (field === null) {
        refusedBody = true;
        continue;
      }
      if (field in fields) continue; // the first problem found per field
      const documented = check.codes.get(field) ?? [];
      const code = candidates(error).find((candidate) => documented.includes(candidate));
      // A field the 400 gives no code for: the route answers it (e.g. `token_invalid`).
      if (code === undefined) return null;
      fields[field] = code;
    }
    if (Object.keys(fields).length > 0) return ApiError.validation(fields);
    if (refusedBody) {
      return new ApiError(400, 'validation', 'The request body must be a JSON object.');
    }
    return null;
  }

  return { refusal };
}

/**
 * Refuses a JSON body its operation's schema refuses (see above); mounted after the body parser
 * and before the routes. The document is read once, when the app is built; a document that
 * cannot be read fails every request with a body (500, logged), never letting them through.
 */
export function requestValidation(): Middleware {
  const validator = loadDocument().then(createRequestValidator);
  validator.catch(() => {}); // reported with the requests that need it
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.method === 'OPTIONS') return next();
    const mediaType = ctx.request.type || undefined;
    const refused = (await validator).refusal(ctx.method, ctx.path, ctx.request.body, mediaType);
    if (refused) throw refused;
    return next();
  };
}
