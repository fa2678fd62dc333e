// The front end reads what the API contract (api/openapi.yaml) promises: every documented example
// of an answer it parses passes its run-time checks, and every documented error example reaches
// the screens as an ApiError with its code and fields.
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { submitLogin } from './interactions';
import { fetchProfile, updateProfile } from './users';
import { fetchBrand } from './whitelabels';

const apiUrl = 'http://localhost:4000';

interface Example {
  value?: unknown;
  $ref?: string;
}
interface Response {
  $ref?: string;
  content?: Record<string, { examples?: Record<string, Example> }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const document = load(
  fs.readFileSync(path.resolve(__dirname, '../../api/openapi.yaml'), 'utf8'),
) as Document;

/** A local reference (`#/components/…`) of the document. */
function resolve<T>(value: T & { $ref?: string }): T {
  if (!value.$ref) return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  return resolve(target as T & { $ref?: string });
}

const operations = Object.values(document.paths).flatMap((item) =>
  Object.values(item).filter((operation): operation is Operation => !!operation?.operationId),
);

/** Every JSON example of the operation's answers with `status` (e.g. '200'), or all 4xx. */
function examples(operationId: string, statuses: (status: string) => boolean) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId} in api/openapi.yaml`);
  return Object.entries(operation.responses)
    .filter(([status]) => statuses(status))
    .flatMap(([status, response]) =>
      Object.entries(resolve(response).content?.['application/json']?.examples ?? {}).map(
        ([name, example]) => ({ status: Number(status), name, value: resolve(example).value }),
      ),
    );
}

function answering(status: number, body: unknown): ApiClient {
  const fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '60' },
      }),
  );
  return createApiClient(apiUrl, null, fetch as unknown as typeof globalThis.fetch);
}

const success = (status: string) => status.startsWith('2');

describe('the documented answers pass the run-time checks', () => {
  const parsers: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['getProfile', (client) => fetchProfile(client)],
    ['updateProfile', (client) => updateProfile(client, { notifications: true })],
    ['getWhitelabel', (client) => fetchBrand(client, 'acme', [apiUrl])],
    ['submitLogin', (client) => submitLogin(client, 'uid', { email: 'a@b.c', password: 'x' })],
  ];

  it.each(parsers)('%s', async (operationId, parse) => {
    const cases = examples(operationId, success);
    expect(cases.length).toBeGreaterThan(0);
    for (const { status, value } of cases) {
      await expect(parse(answering(status, value))).resolves.toBeDefined();
    }
  });
});

describe('every documented error reaches the screens with its code and fields', () => {
  const failures = operations.flatMap((operation) =>
    examples(operation.operationId, (status) => /^[45]/.test(status)).map((example) => ({
      ...example,
      operationId: operation.operationId,
    })),
  );

  it('has error examples to check', () => {
    expect(failures.length).toBeGreaterThan(20);
  });

  it.each(failures.map((failure) => [failure.operationId, failure.status, failure.name, failure]))(
    '%s %s (%s)',
    async (_operationId, status, _name, { value }) => {
      const body = value as { error: string; fields?: Record<string, string> };
      const request = answering(status, body).request('anything', {
        auth: 'public',
        method: 'POST',
        body: {},
      });
      await expect(request).rejects.toBeInstanceOf(ApiError);
      const error = (await request.catch((caught: unknown) => caught)) as ApiError;
      expect(error.status).toBe(status);
      expect(error.code).toBe(body.error);
      expect(error.fields).toEqual(body.fields);
      if (status === 429) expect(error.retryAfter).toBe(60);
    },
  );
});
